import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { apiGet, apiPost, i18n, useAppStore } from '@jad/shared-ui';
import CardFields from './card-fields';
import { CARD_NS, type CardPaymentProps, type PaymentsConfig } from './card-payment-types';
import { cardReady, emptyCard, luhnValid, testPaymentMethodOf, TEST_CARDS } from './card-rules';

// The card entry of every checkout, in the gateway's own fields: Stripe's Payment Element when the api has a
// publishable key, else the built-in test element (the offline gateway's). Either way the card number stays in the
// browser: the checkout gets a PaymentMethod id to send, and 3-D Secure is completed here.

type Problem = 'notTestCard' | 'invalidCard' | 'authenticationFailed' | 'authenticationCancelled';

/** The built-in gateway's element: the test cards tokenised in the browser, and its 3-D Secure challenge. */
function TestCardElement({ handle, disabled }: CardPaymentProps) {
  const { t } = useTranslation(CARD_NS, { i18n });
  const [card, setCard] = useState(emptyCard);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [challenge, setChallenge] = useState<{ secret: string; resolve: (ok: boolean) => void } | null>(null);
  const [answering, setAnswering] = useState(false);
  const current = useRef(card);
  current.current = card;

  useImperativeHandle(
    handle,
    () => ({
      createPaymentMethod() {
        setTouched(true);
        setProblem(null);
        const value = current.current;
        if (!cardReady(value)) return Promise.resolve(null);
        if (!luhnValid(value.number)) {
          setProblem('invalidCard');
          return Promise.resolve(null);
        }
        const paymentMethod = testPaymentMethodOf(value.number);
        if (!paymentMethod) setProblem('notTestCard');
        return Promise.resolve(paymentMethod);
      },
      authenticate(clientSecret) {
        setProblem(null);
        return new Promise<boolean>((resolve) => setChallenge({ secret: clientSecret, resolve }));
      },
    }),
    [],
  );

  const answer = async (approved: boolean | null) => {
    if (!challenge) return;
    let ok = false;
    if (approved !== null) {
      setAnswering(true);
      try {
        const res = await apiPost<{ status: string }>('/payments/test/authenticate', {
          client_secret: challenge.secret,
          approved,
        });
        ok = res.status === 'succeeded';
      } catch {
        ok = false;
      }
      setAnswering(false);
    }
    if (!ok) setProblem(approved === null ? 'authenticationCancelled' : 'authenticationFailed');
    challenge.resolve(ok);
    setChallenge(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="card-element" data-gateway="test-cards">
      {problem && (
        <Alert severity="error" role="alert" data-testid="card-problem">
          {t(problem)}
        </Alert>
      )}
      <CardFields value={card} onChange={setCard} showErrors={touched} disabled={disabled} />
      <Typography variant="caption" color="text.secondary" component="p" data-testid="test-cards">
        <Trans t={t} i18nKey="testMode" values={TEST_CARDS} components={{ card: <bdi dir="ltr" /> }} />
      </Typography>
      <Dialog
        open={challenge !== null}
        onClose={() => {
          if (!answering) void answer(null);
        }}
        aria-labelledby="card-challenge-title"
        data-testid="card-challenge"
      >
        <DialogTitle id="card-challenge-title">{t('challengeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('challengeBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" disabled={answering} onClick={() => void answer(false)} data-testid="challenge-fail">
            {t('challengeFail')}
          </Button>
          <Button
            variant="contained"
            disabled={answering}
            onClick={() => void answer(true)}
            data-testid="challenge-approve"
          >
            {t('challengeApprove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/**
 * Stripe's Payment Element (card only), in deferred mode: the PaymentMethod is made here (paymentMethodCreation:
 * 'manual') and the api creates and confirms the intent; 3-D Secure runs in Stripe.js (handleNextAction). Stripe.js
 * loads from js.stripe.com when this element first shows (the api's CSP allows it once a publishable key is set).
 */
function StripeElement({
  handle,
  amountMinor,
  currency,
  publishableKey,
}: CardPaymentProps & { publishableKey: string }) {
  const { t } = useTranslation(CARD_NS, { i18n });
  const lang = useAppStore((s) => s.lang);
  const dark = useAppStore((s) => s.theme) === 'dark';
  const mount = useRef<HTMLDivElement>(null);
  const gateway = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    void (async () => {
      try {
        // pure: nothing is fetched until loadStripe is called, so a page without the element never loads Stripe.js.
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const stripe = await loadStripe(publishableKey, { locale: lang });
        if (cancelled || !stripe || !mount.current) return;
        const elements = stripe.elements({
          mode: 'payment',
          amount: amountMinor,
          currency: currency.toLowerCase(),
          paymentMethodCreation: 'manual',
          // Cards only, as the api's intents take (payment_method_types[]=card).
          allowedPaymentMethodTypes: ['card'],
          locale: lang,
          appearance: { theme: dark ? 'night' : 'stripe' },
        });
        const element = elements.create('payment');
        element.mount(mount.current);
        destroy = () => element.destroy();
        gateway.current = { stripe, elements };
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
      gateway.current = null;
    };
  }, [publishableKey, amountMinor, currency, lang, dark]);

  useImperativeHandle(
    handle,
    () => ({
      async createPaymentMethod() {
        setMessage(null);
        const g = gateway.current;
        if (!g) return null;
        // The element marks its own fields; nothing more to say here.
        const submitted = await g.elements.submit();
        if (submitted.error) return null;
        const made = await g.stripe.createPaymentMethod({ elements: g.elements });
        if (made.error) {
          setMessage(made.error.message ?? t('invalidCard'));
          return null;
        }
        return made.paymentMethod.id;
      },
      async authenticate(clientSecret) {
        setMessage(null);
        const g = gateway.current;
        if (!g) return false;
        const done = await g.stripe.handleNextAction({ clientSecret });
        if (done.error) {
          setMessage(done.error.message ?? t('authenticationFailed'));
          return false;
        }
        const status = done.paymentIntent?.status;
        if (status === 'succeeded' || status === 'processing' || status === 'requires_capture') return true;
        setMessage(t('authenticationFailed'));
        return false;
      },
    }),
    [t],
  );

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="card-element" data-gateway="stripe">
      {(failed || message) && (
        <Alert severity="error" role="alert" data-testid="card-problem">
          {failed ? t('unavailable') : message}
        </Alert>
      )}
      <Box ref={mount} sx={{ minHeight: 168 }} />
      <Typography variant="caption" color="text.secondary" component="p">
        {t('securedBy')}
      </Typography>
    </Box>
  );
}

/** The card entry a checkout shows; see lazy-card-payment.tsx for how a checkout pays with it. */
export default function CardPaymentElement(props: CardPaymentProps) {
  const { t } = useTranslation(CARD_NS, { i18n });
  const config = useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => apiGet<PaymentsConfig>('/payments/config', { signal }),
    staleTime: Infinity,
  });
  if (config.isPending) return <Box sx={{ minHeight: 168 }} aria-busy="true" />;
  if (config.isError)
    return (
      <Alert severity="error" role="alert" data-testid="card-problem">
        {t('unavailable')}
      </Alert>
    );
  const key = config.data.publishable_key;
  return key ? <StripeElement {...props} publishableKey={key} /> : <TestCardElement {...props} />;
}
