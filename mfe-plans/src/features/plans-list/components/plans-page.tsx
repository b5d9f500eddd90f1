import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { AppLink, ErrorView, LoadingIndicator, mergeByPage, useMoney } from '@jad/shared-ui';
import { usePageTitle } from '@/components/page-title';
import { NS } from '@/i18n';
import { fetchPlans } from '@/lib/api';
import { PLANS_PAGE_SIZE } from '@/lib/plans-page-body';
import { planKeys } from '@/lib/query-keys';
import type { PlanSummary } from '@/lib/plan-types';
import { PlanCard } from './plan-card';
import { SharedPlans } from './shared-plans';

/** /plans: my plans, newest first, a page at a time. */
export function PlansPage() {
  const { t } = useTranslation(NS);
  const money = useMoney().format;
  usePageTitle(t('pageTitle.plans'));
  const list = useInfiniteQuery({
    queryKey: planKeys.list(PLANS_PAGE_SIZE),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPlans(pageParam, PLANS_PAGE_SIZE, signal),
    getNextPageParam: (last, all) => {
      const shown = all.reduce((n, p) => n + p.rows.length, 0);
      return shown < last.count && last.rows.length > 0 ? all.length + 1 : null;
    },
  });
  const pages = list.data?.pages;
  // Spec §4 list rule: page 1 replaces, later pages append.
  const rows = useMemo(
    () => (pages ?? []).reduce<PlanSummary[]>((acc, p, i) => mergeByPage(acc, p.rows, i + 1), []),
    [pages],
  );
  const count = pages?.[pages.length - 1]?.count ?? 0;
  const state: 'loading' | 'ready' | 'error' =
    list.isPending || list.isFetching ? 'loading' : list.isError ? 'error' : 'ready';

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
      {state === 'error' && rows.length === 0 ? <ErrorView onRetry={() => void list.refetch()} /> : null}
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
          {rows.map((plan, i) => (
            <PlanCard key={plan.user_plan_id} plan={plan} money={money} index={i} />
          ))}
        </Box>
      ) : null}
      {state === 'loading' ? <LoadingIndicator /> : null}
      {state !== 'loading' && rows.length < count ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void list.fetchNextPage()}>
            {t('list.more')}
          </Button>
        </Box>
      ) : null}
      <SharedPlans />
    </Box>
  );
}
