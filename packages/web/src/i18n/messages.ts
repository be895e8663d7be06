import type { MessageRef } from '@sampark/domain/messages';
import { type FoundMessage, createMessageIndex } from '@sampark/domain/messages-index';
import { i18n } from './i18n';

/**
 * The English `messages` catalogue is the domain's (a test keeps them equal), loaded like any
 * other namespace; it is indexed by text from there, so the catalogue is not bundled with every
 * screen that shows a message.
 */
let indexed: { bundle: unknown; find: (text: string) => FoundMessage | undefined } | undefined;

function find(text: string): FoundMessage | undefined {
  const bundle: unknown = i18n.getResourceBundle('en', 'messages');
  if (!bundle) return undefined;
  if (indexed?.bundle !== bundle) indexed = { bundle, find: createMessageIndex(bundle as Record<string, string>) };
  return indexed.find(text);
}

/**
 * A message from the server or the shared rules in the user's language (issue 18,
 * docs/decisions/054-message-codes.md): found by the code the server sent, else by its English
 * text (the domain's zod messages carry no code); a text outside the catalogue, or any text while
 * the app reads English, is shown as it came. A value that is itself a catalogue message (the
 * server's words inside 'Member updation failed. Error message: ...') is translated too, and
 * `translateValue` names the other values (an event status) in the user's language.
 */
export function translateMessage(text: string, ref?: MessageRef | null, translateValue: (value: string) => string = (value) => value): string {
  if (i18n.language === 'en') return text;
  const found = ref ?? find(text);
  if (!found) return text;
  const params = Object.fromEntries(Object.entries(found.params ?? {}).map(([name, value]) => [name, translateValue(translateMessage(value))]));
  return i18n.t(`messages:${found.code}`, { ...params, defaultValue: text });
}
