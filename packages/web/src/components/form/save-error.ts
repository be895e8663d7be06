import { notifyError } from '../feedback/notify';
import { applyServerErrors, submitErrorMessage } from './server-errors';
import { ApiError } from '../../lib/api-client';

export interface FormLike {
  setFieldError: (path: never, error: React.ReactNode) => void;
  values: object;
}

/**
 * A failed save (seed 001 §8, seed 002 §8): a 422's messages on their fields (the server's message
 * as a notice when no field of the form is named), 'Something went wrong' for any other status.
 */
export function showSaveError(form: FormLike, error: unknown, scrollTop: boolean): void {
  const fields = Object.keys(form.values);
  const onForm = error instanceof ApiError && Object.keys(error.errors ?? {}).some((f) => fields.includes(f));
  if (!onForm || !applyServerErrors(form, error)) notifyError(submitErrorMessage(error));
  if (scrollTop) window.scrollTo({ top: 0, behavior: 'smooth' });
}
