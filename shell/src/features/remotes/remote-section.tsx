import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@/app/domains';
import { LazyRemoteOutlet } from './lazy-remote-outlet';
import { LoadingIndicator, useNearViewport } from '@jad/shared-ui/core';

export interface RemoteSectionProps {
  domain: Domain;
  /** The named view the remote renders (e.g. 'home'). */
  view: string;
  /** Space kept before the section loads, so the page does not jump much. */
  placeholderHeight?: number;
}

/** A section of a shell page rendered by a remote, mounted only when scrolled near. */
export function RemoteSection({ domain, view, placeholderHeight = 240 }: RemoteSectionProps) {
  const { t } = useTranslation('shell');
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      data-section={domain}
      aria-busy={near ? undefined : true}
      sx={{ minWidth: 0, minHeight: near ? undefined : placeholderHeight }}
    >
      {near ? (
        <Suspense fallback={<LoadingIndicator label={t('homeSections.loading')} />}>
          <LazyRemoteOutlet domain={domain} view={view} />
        </Suspense>
      ) : null}
    </Box>
  );
}
