import { refusalWordLabel } from './history/event-status-labels';
import { submitErrorMessage } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';

/**
 * A refusal's lines (a 422's field errors, e.g. the members a batch could not move), each in the
 * user's language by the code the server sent with it, else by its English text, with the
 * statuses it names translated too (issue 18).
 */
export function refusalLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.errors ?? {}).flatMap(([field, lines]) => lines.map((line, i) => translateMessage(line, error.fieldCodes?.[field]?.[i], refusalWordLabel)));
}

/** The seeds' message for a failed save (submitErrorMessage) in the user's language. */
export function submitErrorText(error: unknown): string {
  const message = submitErrorMessage(error);
  return translateMessage(message, error instanceof ApiError && message === error.serverMessage ? error.messageRef : undefined);
}

/** The server's message of a failed call in the user's language, or `fallback` (itself translated). */
export function serverMessageText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return translateMessage(error.serverMessage, error.messageRef);
  return translateMessage(fallback);
}
