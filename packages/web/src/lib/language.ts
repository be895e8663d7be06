import { type Language, isLanguage } from '../i18n/i18n';
import { applyLanguage } from '../i18n/i18n';
import { api } from './api-client';
import { getToken } from './auth';

/**
 * Where the reading language lives (issue 18, docs/decisions/050-hindi-and-english.md): on the
 * device always, and on the server for a signed-in user, so it follows them to another phone.
 * The server's choice wins after a login and after the session check, unless the user chose on
 * the login page just before: that choice is newer, so it is sent to the server instead.
 */
let chosenBeforeLogin: Language | null = null;

function saveOnServer(language: Language): Promise<unknown> {
  // a failed save keeps the device's choice; the next switch or login tries again
  // nothing of its answer is read (and the server checks it against languageResponseSchema)
  return api.putUnchecked('/api/user/language', { body: { language } }).catch(() => undefined);
}

/** The user picked a language in a switch. */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  if (getToken()) {
    chosenBeforeLogin = null;
    await saveOnServer(language);
  } else chosenBeforeLogin = language;
}

/** The server told us the user's language (the login's answer, GET api/user). */
export async function adoptServerLanguage(serverLanguage: unknown): Promise<void> {
  if (chosenBeforeLogin) {
    const language = chosenBeforeLogin;
    chosenBeforeLogin = null;
    if (language !== serverLanguage) await saveOnServer(language);
    return;
  }
  if (isLanguage(serverLanguage)) await applyLanguage(serverLanguage);
}
