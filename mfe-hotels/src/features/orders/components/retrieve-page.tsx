import { Page } from '@/components/page';
import { RetrieveForm } from './retrieve-form';

/** /hotel/booking/retrieve : find a booking without an account. */
export function RetrievePage() {
  return (
    <Page testId="retrieve-page">
      <RetrieveForm />
    </Page>
  );
}
