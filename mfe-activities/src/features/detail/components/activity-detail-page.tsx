import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Button from '@mui/material/Button';
import { useDeferredValue } from 'react';
import { useSearchParams, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorView, LoadingIndicator, NotFoundView } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { useActivityDetail } from '../hooks/use-activity-detail';
import { ActivityDetailView } from './activity-detail-view';

/** /activity-detail?acid=…: one activity, or the activity not-found message for an unknown or broken id. */
export function ActivityDetailPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const acid = params.get('acid');
  // The answer arrives through TanStack Query's store subscription, which React renders at once, in one task (the
  // whole page replacing the first frame: about 280 ms on Lighthouse's phone). Deferred, it renders in a transition,
  // in slices, and the first frame stays until it is there (as the activities list).
  const state = useDeferredValue(useActivityDetail(acid));

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'not-found') {
    return (
      <Container maxWidth="md" data-testid="activity-not-found">
        <NotFoundView message={t('common:notFound.activity')}>
          <Button component={Link} to="/activities" variant="contained">
            {t('detail.browse')}
          </Button>
        </NotFoundView>
      </Container>
    );
  }
  if (state.status === 'error') return <ErrorView message={t('common:errors.loadFailed')} onRetry={state.retry} />;
  return (
    <Box key={state.activity.activity_id}>
      <ActivityDetailView activity={state.activity} />
    </Box>
  );
}
