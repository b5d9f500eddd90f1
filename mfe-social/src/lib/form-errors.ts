// A form's failed write, shown once: a visitor goes to sign in, the api's field errors sit under their fields (in the
// user's language), and whatever is left is one toast. Its own module: only screens with a form load the form entry.
import { applyApiErrors, type FieldValues } from '@jad/shared-ui/forms';
import { requireSignIn, statusOf, toast } from './actions';

export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: Parameters<typeof applyApiErrors<T>>[1],
  fields: Parameters<typeof applyApiErrors<T>>[2],
): void {
  if (statusOf(error) === 401) {
    requireSignIn();
    return;
  }
  const rest = applyApiErrors(error, setError, fields);
  if (rest) toast(rest, 'error');
}
