import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import Event from '@mui/icons-material/Event';
import MoreVert from '@mui/icons-material/MoreVert';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Share from '@mui/icons-material/Share';
import { formatDateRange, useAppStore, localized } from '@jad/shared-ui';
import { StatusChip } from '@/components/status-chip';
import { NS } from '@/i18n';
import { calendarUrl, planPdfUrl } from '@/lib/api';
import { groupBands } from '@/lib/group-bands';
import type { PlanDetail } from '@/lib/plan-types';
import { ownerName, SourceChip } from './source-chip';

export interface PlanHeaderProps {
  plan: PlanDetail;
  money: (aedMinor: number) => string;
  onConfirm(): void;
  onShare(): void;
  onRename(): void;
  onDelete(): void;
}

/** The first frame of /plan (src/frame/plan.ts) paints a copy: its `data-slot` line and test ids are what it fills. */
export function PlanHeader({ plan, money, onConfirm, onShare, onRename, onDelete }: PlanHeaderProps) {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const canConfirm = plan.is_owner && plan.status !== 'past' && plan.status !== 'confirmed' && plan.totals.items > 0;
  const group = groupBands(plan.group)
    .map(({ band, count }) => t(`trip.${band}`, { count }))
    .join(lang === 'ar' ? '، ' : ', ');
  const stats = [
    { label: t('plan.totals.cost'), value: money(plan.totals.cost_minor), testId: 'total-cost' },
    { label: t('plan.totals.paid'), value: money(plan.totals.paid_minor), testId: 'total-paid' },
    { label: t('plan.totals.activities'), value: String(plan.totals.items), testId: 'total-items' },
    {
      label: t('plan.totals.travel'),
      value: t('trip.minutes', { count: plan.totals.travel_min }),
      testId: 'total-travel',
    },
  ];

  return (
    <Box component="header" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <StatusChip status={plan.status} size="medium" />
            <SourceChip plan={plan} />
            {plan.is_shared ? <Chip variant="outlined" label={t('plan.shared')} data-testid="plan-shared" /> : null}
          </Box>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 34 } }}
            data-testid="plan-name"
            dir="auto"
          >
            {plan.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }} data-slot="trip">
            {formatDateRange(plan.start_date, plan.end_date, lang)} ·{' '}
            {localized(lang, plan.destination.name_en, plan.destination.name_ar)} · {group}
          </Typography>
          {!plan.is_owner ? (
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
              {t('plan.sharedBy', { name: ownerName(plan) })}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {canConfirm ? (
            <Button variant="contained" startIcon={<CreditCard />} onClick={onConfirm} data-testid="confirm-plan">
              {plan.status === 'in-progress' && plan.totals.paid_items > 0
                ? t('plan.actions.payRest')
                : t('plan.actions.confirm')}
            </Button>
          ) : null}
          {plan.is_owner ? (
            <Button variant="outlined" startIcon={<Share />} onClick={onShare} data-testid="share-plan">
              {t('plan.actions.share')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<Event />}
            component="a"
            href={calendarUrl(plan.user_plan_id, lang)}
            download
            data-testid="export-ics"
          >
            {t('plan.actions.calendar')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdf />}
            component="a"
            href={planPdfUrl(plan.user_plan_id, lang)}
            download
            data-testid="export-pdf"
          >
            {t('plan.actions.pdf')}
          </Button>
          {plan.is_owner ? (
            <>
              <IconButton
                aria-label={t('plan.actions.more')}
                aria-haspopup="menu"
                aria-expanded={Boolean(menu)}
                onClick={(e) => setMenu(e.currentTarget)}
              >
                <MoreVert />
              </IconButton>
              <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    onRename();
                  }}
                >
                  {t('plan.actions.rename')}
                </MenuItem>
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    onDelete();
                  }}
                  sx={{ color: 'error.main' }}
                >
                  {t('plan.actions.delete')}
                </MenuItem>
              </Menu>
            </>
          ) : null}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {stats.map((s) => (
          <Box
            key={s.label}
            sx={{ p: 1.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {s.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: 18 }} data-testid={s.testId}>
              {s.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
