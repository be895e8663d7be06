import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

interface FormWithErrors {
  setFieldError: (path: never, error: React.ReactNode) => void;
}

/**
 * Puts a 422's field errors on their fields (first message of each, in the user's language by
 * the code the server sent). Returns true when at least
 * one field got an error, so the caller knows whether to show the message elsewhere.
 */
export function applyServerErrors(form: FormWithErrors, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return false;
  let applied = false;
  const setFieldError = form.setFieldError as (path: string, error: React.ReactNode) => void;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages.length === 0) continue;
    setFieldError(field, translateMessage(messages[0]!, error.fieldCodes?.[field]?.[0]));
    applied = true;
  }
  return applied;
}

/**
 * The seeds' rule for saves: the server's message on 422, 'Something went wrong' on any other
 * status — except a 429, which says to wait (issue 12 defect 9): the save did not fail, it was early.
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return error.serverMessage ?? SOMETHING_WENT_WRONG;
  if (error instanceof ApiError && error.status === 429) return error.message;
  return SOMETHING_WENT_WRONG;
}
