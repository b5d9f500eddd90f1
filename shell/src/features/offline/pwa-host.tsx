import { useEffect } from 'react';
import { useAppStore } from '@jad/shared-ui';
import './i18n';
import { OfflineBanner } from './offline-banner';
import { startServiceWorker } from './service-worker-registration';
import { UpdatePrompt } from './update-prompt';

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
 * A chunk of its own, rendered after the first paint (app.tsx).
 */
export default function PwaHost() {
  useManifestLanguage();
  useEffect(() => void startServiceWorker(), []);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
