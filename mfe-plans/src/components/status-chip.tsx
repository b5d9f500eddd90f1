import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { NS } from '@/i18n';
import type { PlanStatus } from '@/lib/plan-types';

const COLOURS: Record<PlanStatus, 'default' | 'info' | 'success' | 'warning'> = {
  unconfirmed: 'warning',
  'in-progress': 'info',
  confirmed: 'success',
  past: 'default',
};

export function StatusChip({ status, size = 'small' }: { status: PlanStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation(NS);
  return (
    <Chip
      size={size}
      color={COLOURS[status]}
      variant={status === 'past' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      data-testid="plan-status"
      data-status={status}
    />
  );
}
