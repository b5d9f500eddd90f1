import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@jad/shared-ui';
import { CardPayment, payWithCard, type CardPaymentHandle } from '@jad/shared-ui/card-fields';
import { NS } from '@/i18n';
import { confirmPlan } from '@/lib/api';
import type { ConfirmPlanResponse, PlanDetail } from '@/lib/plan-types';
import { PaymentOutcome } from './payment-outcome';

/** Confirming = buying the tickets of every unpaid activity of the plan (one activity order each). */
export function ConfirmDialog({
  plan,
  money,
  open,
  onClose,
  onDone,
}: {
  plan: PlanDetail;
  money: (aedMinor: number) => string;
  open: boolean;
  onClose(): void;
  onDone(result: ConfirmPlanResponse): void;
}) {
  const { t } = useTranslation(NS);
  const currency = useAppStore((s) => s.currency);
  // The card is entered in the gateway's own fields; each ticket order is charged with its PaymentMethod.
  const card = useRef<CardPaymentHandle | null>(null);
  const [busy, setBusy] = useState(false);
  // The api's refusal (e.g. 'card_expiry: The card has expired'); the toast says it too, but goes away.
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ConfirmPlanResponse['payment'] | null>(null);
  // State updates land after the click that caused them; a ref stops a double click in the same tick.
  const inFlight = useRef(false);
  const unpaid = plan.days.flatMap((d) => d.items).filter((i) => !i.paid);
  const due = unpaid.reduce((sum, i) => sum + i.cost_minor, 0);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    // Each ticket order that asks for 3-D Secure gets its challenge, then the plan is confirmed again from there.
    const result = await payWithCard(
      card.current,
      (paymentMethod) => confirmPlan(plan.user_plan_id, paymentMethod, currency),
      (answer) =>
        answer.ok && answer.data.payment.status === 'requires_action' ? answer.data.payment.client_secret : null,
    );
    inFlight.current = false;
    setBusy(false);
    // Nothing sent, or 3-D Secure not completed: the card entry says why.
    if (!result) return;
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setOutcome(result.data.payment);
    onDone(result.data);
    if (result.data.payment.status === 'succeeded') onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-title" fullWidth maxWidth="sm">
      <DialogTitle id="confirm-title">{t('plan.confirm.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('plan.confirm.text', { count: unpaid.length })}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('plan.confirm.due')}</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid="confirm-due">
            {money(due)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('plan.confirm.charged', { amount: money(due) })}
        </Typography>
        <Box component="form" id="confirm-card" noValidate onSubmit={(e) => void pay(e)}>
          {/* Every charge is in AED fils; the display currency is only shown. */}
          <CardPayment handle={card} amountMinor={Math.max(due, 1)} currency="AED" disabled={busy} />
        </Box>
        {problem ? (
          <Alert severity="error" role="alert" data-testid="confirm-problem">
            {problem}
          </Alert>
        ) : null}
        {outcome && outcome.status !== 'succeeded' ? <PaymentOutcome plan={plan} payment={outcome} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          type="submit"
          form="confirm-card"
          variant="contained"
          disabled={busy || unpaid.length === 0}
          data-testid="confirm-pay"
        >
          {t(plan.totals.paid_items > 0 ? 'plan.confirm.payRest' : 'plan.confirm.pay', { amount: money(due) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
