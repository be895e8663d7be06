import { notifyError } from '../../../components/feedback/notify';
import { submitErrorMessage } from '../../../components/form/server-errors';
import { ApiError } from '../../../lib/api-client';

interface FormWithErrors {
  setFieldError: (path: never, error: React.ReactNode) => void;
}

/**
 * A failed member save (seed 001 §8): a 422's messages go on the fields this form shows; the
 * server's message is shown when none of them is here; any other status says 'Something went
 * wrong'. Member saves scroll to the top so the message is seen on a long form.
 */
export function showMemberSaveError(form: FormWithErrors, error: unknown, fields: readonly string[], showElsewhere?: (messages: string[]) => void): void {
  const setFieldError = form.setFieldError as (path: string, error: React.ReactNode) => void;
  const errors = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors ?? {}).filter(([, messages]) => messages.length > 0) : [];
  const onForm = errors.filter(([field]) => fields.includes(field));
  for (const [field, messages] of onForm) setFieldError(field, messages[0]);
  // a member edit tab shows the messages of fields on other tabs (category, profession) in the form itself
  const elsewhere = errors.filter(([field]) => !fields.includes(field)).map(([, messages]) => messages[0]!);
  if (showElsewhere && elsewhere.length > 0) showElsewhere(elsewhere);
  else if (onForm.length === 0) notifyError(submitErrorMessage(error));
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
