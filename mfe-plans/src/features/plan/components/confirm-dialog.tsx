import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { confirmPlan } from '@/lib/api';
import { nameIn } from '@/lib/localized';
import type { ConfirmPlanResponse, PlanDetail } from '@/lib/plan-types';

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
  const lang = useAppStore((s) => s.lang);
  const currency = useAppStore((s) => s.currency);
  const [card, setCard] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ConfirmPlanResponse['payment'] | null>(null);
  const unpaid = plan.days.flatMap((d) => d.items).filter((i) => !i.paid);
  const due = unpaid.reduce((sum, i) => sum + i.cost_minor, 0);
  const valid = /^[\d ]{12,23}$/.test(card.trim());

  const pay = async () => {
    setBusy(true);
    const result = await confirmPlan(plan.user_plan_id, card.replace(/\s+/g, ''), currency);
    setBusy(false);
    if (!result.ok) return;
    setOutcome(result.data.payment);
    onDone(result.data);
    if (result.data.payment.status === 'succeeded') onClose();
  };
  const nameOf = (itemId: string) => {
    const item = plan.days.flatMap((d) => d.items).find((i) => i.item_id === itemId);
    return item ? nameIn(lang, item.activity) : '';
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
        <TextField
          label={t('plan.confirm.card')}
          value={card}
          onChange={(e) => setCard(e.target.value)}
          autoComplete="cc-number"
          helperText={t('plan.confirm.testCards')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23, 'data-testid': 'card-number' } }}
        />
        {outcome && outcome.status !== 'succeeded' ? (
          <Alert severity={outcome.status === 'partial' ? 'warning' : 'error'} data-testid="confirm-outcome">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`plan.confirm.outcome.${outcome.status}`, { count: outcome.paid_items })}
            </Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
              {outcome.failures.map((f) => (
                <li key={f.item_id}>
                  {nameOf(f.item_id)}: {f.message}
                </li>
              ))}
            </Box>
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => void pay()} disabled={!valid || busy || unpaid.length === 0} data-testid="confirm-pay">
          {t('plan.confirm.pay', { amount: money(due) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
