/**
 * The reverse of a message catalogue: English text -> code and values (issue 18,
 * docs/decisions/054-message-codes.md). Its own module so the web app can index the English
 * catalogue it loads anyway (locales/en/messages.json) without bundling ./messages.
 */
export interface FoundMessage {
  code: string;
  params?: Record<string, string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A lookup of `catalogue` (code -> English text with `{{name}}` values) by text. */
export function createMessageIndex(catalogue: Readonly<Record<string, string>>): (text: string) => FoundMessage | undefined {
  const byText = new Map<string, string>();
  const templates: Array<{ code: string; pattern: RegExp; names: string[] }> = [];
  for (const [code, text] of Object.entries(catalogue)) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) {
      byText.set(text, code);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return (text) => {
    const code = byText.get(text);
    if (code) return { code };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match) return { code: template.code, params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
    }
    return undefined;
  };
}
