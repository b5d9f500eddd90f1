import { useLocation } from 'react-router-dom';
import { Page } from '@/components/page';
import { RetrieveForm } from './retrieve-form';

/** /hotel/booking/retrieve : find a booking without an account. The confirmation mail links here with both fields filled. */
export function RetrievePage() {
  const params = new URLSearchParams(useLocation().search);
  return (
    <Page testId="retrieve-page">
      <RetrieveForm
        initialOrderId={params.get('order_id')?.trim() ?? ''}
        initialEmail={params.get('email')?.trim() ?? ''}
      />
    </Page>
  );
}
