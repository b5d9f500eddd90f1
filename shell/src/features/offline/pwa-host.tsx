import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppStore } from '@jad/shared-ui/core';
import './i18n';
import { OfflineBanner } from './offline-banner';
import { onUpdateAvailable, startServiceWorker } from './service-worker-registration';

// The prompt's snackbar and buttons (MUI parts the first load does not have) come only with an update.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** The web manifest of the page's language (index.html links the English one; both are built with the shell). */
function useManifestLanguage() {
  const lang = useAppStore((s) => s.lang);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = lang === 'ar' ? '/manifest.ar.webmanifest' : '/manifest.webmanifest';
  }, [lang]);
}

/**
 * Installable and offline (issue 22 item 4): the service worker, the offline banner and the update prompt.
 * A chunk of its own, rendered after the first paint (app.tsx), with nothing the first load does not already have
 * (Box, Typography): every page loads it.
 */
export default function PwaHost() {
  useManifestLanguage();
  const [update, setUpdate] = useState(false);
  useEffect(() => void startServiceWorker(), []);
  useEffect(() => onUpdateAvailable(setUpdate), []);
  return (
    <>
      <OfflineBanner />
      {update ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}
