import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMoney } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { fetchSharedPlans } from '@/lib/members-api';
import { planKeys } from '@/lib/query-keys';
import { PlanCard } from './plan-card';

const PAGE_SIZE = 12;

/** /plans, below my own: the plans others let me into (nothing shown while there are none). */
export function SharedPlans() {
  const { t } = useTranslation(NS);
  const money = useMoney().format;
  const shared = useQuery({
    queryKey: planKeys.shared(PAGE_SIZE),
    queryFn: ({ signal }) => fetchSharedPlans(1, PAGE_SIZE, signal),
  });
  const rows = shared.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shared-plans-title" sx={{ mt: 5 }} data-testid="shared-plans">
      <Typography id="shared-plans-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {t('together.sharedWithMe')}
      </Typography>
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
    </Box>
  );
}
