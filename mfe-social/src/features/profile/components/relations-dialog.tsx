import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeByPage } from '@jad/shared-ui';
import type { RelationPerson } from '@/lib/api-types';
import { socialKeys } from '@/lib/query-keys';
import { useSessionUser } from '@/lib/store';
import { NS } from '@/i18n';
import { PersonRow } from '@/shared/people/components/person-row';
import type { RelationKind } from '@/shared/relations/api';
import { fetchRelations } from '../api';
import { useRelation } from '@/shared/relations/hooks/use-relation';

/** The member's own muted or blocked people (their profile's settings menu), with unmute or unblock on each. */
export function RelationsDialog({ kind, open, onClose }: { kind: RelationKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const fullScreen = useMediaQuery('(max-width:600px)');
  const viewer = useSessionUser()?.uuid ?? null;
  const change = useRelation();
  const list = useInfiniteQuery({
    queryKey: socialKeys.relations(kind, viewer),
    queryFn: ({ pageParam, signal }) => fetchRelations(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.rows.length, 0) < last.count ? all.length + 1 : null),
    enabled: open && viewer !== null,
  });
  const pages = list.data?.pages;
  const rows = useMemo(
    () => (pages ?? []).reduce<RelationPerson[]>((acc, p, i) => mergeByPage(acc, p.rows, i + 1), []),
    [pages],
  );
  const titleId = `relations-${kind}-title`;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1, textAlign: 'center', fontWeight: 700 }}>
          {t(`relations.${kind}.title`)}
        </Box>
        <IconButton onClick={onClose} aria-label={t('actions.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320, p: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
          {t(`relations.${kind}.hint`)}
        </Typography>
        {list.isError ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography color="text.secondary">{t('relations.failed')}</Typography>
            <Button onClick={() => void list.refetch()}>{t('actions.retry')}</Button>
          </Box>
        ) : list.isPending ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            {t(`relations.${kind}.empty`)}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pt: 1 }}>
            {rows.map((p) => (
              <PersonRow
                key={p.uuid}
                person={p}
                onOpen={onClose}
                action={
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind, uuid: p.uuid, username: p.username, on: false })}
                    aria-label={t(`relations.${kind}.undoFor`, { username: p.username })}
                    sx={{ textTransform: 'none', fontWeight: 700, borderRadius: 2 }}
                  >
                    {t(`relations.${kind}.undo`)}
                  </Button>
                }
              />
            ))}
          </Box>
        )}
        {list.hasNextPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('profile.more')}
            </Button>
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
