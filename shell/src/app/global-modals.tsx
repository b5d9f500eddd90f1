import { lazy, Suspense, useEffect, useState } from 'react';
import { appStore, readCookiesAccepted, readMobileChoice, useAppStore, writeMobileChoice } from '@jad/shared-ui/core';
import CookieBanner from '@/features/global-modals/cookie-banner';
import { isMobileDevice, mobilePromptDecision } from '@/features/global-modals/mobile-prompt-rules';

// Each modal is its own chunk, fetched the first time it is needed (spec §2 global modals). Not the cookie notice:
// index.html paints it before any script runs (first visits), and the app's own must replace it in the same commit.
const MobileAppPrompt = lazy(() => import('@/features/global-modals/mobile-app-prompt'));
const CurrencyPicker = lazy(() => import('@/features/currency/currency-picker'));
const PhoneVerificationModal = lazy(() =>
  import('@/features/phone-verification/phone-verification-modal').then((m) => ({ default: m.PhoneVerificationModal })),
);

/** Keeps a lazily loaded modal mounted after its first use, so closing can animate. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export interface GlobalModalsProps {
  /** For tests: whether this is a phone or tablet (read from the browser by default). */
  isMobile?: boolean;
}

/** Cookie banner, mobile-app prompt, currency picker and phone verification (spec §2, §4). */
export function GlobalModals({ isMobile = isMobileDevice() }: GlobalModalsProps) {
  const [cookiesAccepted, setCookiesAccepted] = useState(readCookiesAccepted);
  const [promptDone, setPromptDone] = useState(false);
  const decision = mobilePromptDecision({ isMobile, cookiesAccepted, choice: readMobileChoice() });

  const currencyOpen = useAppStore((s) => s.currency_modal);
  const phoneOpen = useAppStore((s) => s.phone_modal);
  const currencyMounted = useOnceTrue(currencyOpen);
  const phoneMounted = useOnceTrue(phoneOpen);

  useEffect(() => {
    // Desktop visitors are settled as prefer_web (spec §4).
    if (decision === 'settle-prefer-web') writeMobileChoice('prefer_web');
  }, [decision]);

  return (
    <>
      {cookiesAccepted ? null : <CookieBanner onAccepted={() => setCookiesAccepted(true)} />}
      {decision === 'show' && !promptDone ? (
        <Suspense fallback={null}>
          <MobileAppPrompt onDone={() => setPromptDone(true)} />
        </Suspense>
      ) : null}
      {currencyMounted ? (
        <Suspense fallback={null}>
          <CurrencyPicker open={currencyOpen} onClose={() => appStore.getState().toggleCurrencyModal(false)} />
        </Suspense>
      ) : null}
      {phoneMounted ? (
        <Suspense fallback={null}>
          <PhoneVerificationModal />
        </Suspense>
      ) : null}
    </>
  );
}
