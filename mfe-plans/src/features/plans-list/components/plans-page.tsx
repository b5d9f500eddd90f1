import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { AppLink, ErrorView, LoadingIndicator, mergeByPage, useMoney } from '@jad/shared-ui';
import { usePageTitle } from '@/components/page-title';
import { NS } from '@/i18n';
import { fetchPlans } from '@/lib/api';
import type { PlanSummary } from '@/lib/plan-types';
import { PlanCard } from './plan-card';

const PAGE_SIZE = 12;

/** /plans: my plans, newest first, a page at a time. */
export function PlansPage() {
  const { t } = useTranslation(NS);
  const money = useMoney().format;
  const [rows, setRows] = useState<PlanSummary[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  usePageTitle(t('pageTitle.plans'));

  const load = useCallback(async (next: number) => {
    setState('loading');
    const res = await fetchPlans(next, PAGE_SIZE);
    if (!res.ok) {
      setState('error');
      return;
    }
    // Spec §4 list rule: page 1 replaces, later pages append.
    setRows((current) => mergeByPage(current, res.data.rows, next));
    setCount(res.data.count);
    setPage(next);
    setState('ready');
  }, []);
  useEffect(() => void load(1), [load]);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary">{t('list.subtitle')}</Typography>
        </Box>
        <Button component={AppLink} href="/questionnaire" variant="contained" startIcon={<Add />}>
          {t('list.new')}
        </Button>
      </Box>
      {state === 'error' && rows.length === 0 ? <ErrorView onRetry={() => void load(1)} /> : null}
      {state === 'ready' && rows.length === 0 ? (
        <Box
          sx={{
            textAlign: 'center',
            py: 8,
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
            bgcolor: 'background.paper',
          }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('list.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('list.emptyHint')}
          </Typography>
          <Button component={AppLink} href="/questionnaire" variant="contained">
            {t('list.start')}
          </Button>
        </Box>
      ) : null}
      {rows.length > 0 ? (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {rows.map((plan) => (
            <PlanCard key={plan.user_plan_id} plan={plan} money={money} />
          ))}
        </Box>
      ) : null}
      {state === 'loading' ? <LoadingIndicator /> : null}
      {state !== 'loading' && rows.length < count ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void load(page + 1)}>
            {t('list.more')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
