/**
 * Control characters in text input (issue 12 defect 3). A NUL cannot be stored in PostgreSQL
 * text and breaks SQLite's full-text search; the other control characters are never typed by a
 * person and only come from pasting binary data. Tab, newline and carriage return are kept
 * (multi-line remarks). A search keyword has them removed instead: a search should still work.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove special control characters from this text';

/** Control characters (C0, DEL, C1) other than tab, newline and carriage return. */
const CONTROL = /[^\P{Cc}\t\n\r]/u;
const CONTROL_ALL = /[^\P{Cc}\t\n\r]/gu;

/** Fields whose control characters are removed, not refused (at any depth of a body or query). */
export const SEARCH_TEXT_FIELDS: readonly string[] = ['keyword'];

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_ALL, '');
}

/** Where a value sits: its key and its container's frame (a linked list, so a deep input costs no path copies). */
interface Frame {
  key: string | number | undefined;
  parent: Frame | undefined;
}

function pathOf(frame: Frame): string {
  const keys: (string | number)[] = [];
  for (let f: Frame | undefined = frame; f?.key !== undefined; f = f.parent) keys.push(f.key);
  return keys.reverse().join('.');
}

type Visit = (value: unknown, frame: Frame) => 'stop' | void;

/** Walks every value of a parsed JSON body or query object, without recursion (a deep body cannot overflow the stack). */
function walk(root: unknown, visit: Visit): void {
  const stack: [unknown, Frame][] = [[root, { key: undefined, parent: undefined }]];
  while (stack.length) {
    const [value, frame] = stack.pop()!;
    if (visit(value, frame) === 'stop') return;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], { key: i, parent: frame }]);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) stack.push([(value as Record<string, unknown>)[keys[i]], { key: keys[i], parent: frame }]);
    }
  }
}

const isSearchField = (key: string | number | undefined) => typeof key === 'string' && SEARCH_TEXT_FIELDS.includes(key);

/**
 * The dotted path ('firstname', 'members.0', 'filter.city') of the first text holding a control
 * character, or undefined. Search fields are skipped (they are cleaned, see below); a text that
 * is the whole input (not in an object) has the path ''.
 */
export function findControlCharacterPath(input: unknown): string | undefined {
  let found: string | undefined;
  walk(input, (value, frame) => {
    if (typeof value === 'string' && !isSearchField(frame.key) && hasControlCharacters(value)) {
      found = pathOf(frame);
      return 'stop';
    }
  });
  return found;
}

/**
 * Removes control characters from the search fields of a parsed body or query object, in place
 * (the objects are the request's own, just parsed), and returns it.
 */
export function cleanSearchText<T>(input: T): T {
  walk(input, (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    const record = value as Record<string, unknown>;
    for (const field of SEARCH_TEXT_FIELDS) {
      const text = Object.hasOwn(record, field) ? record[field] : undefined;
      if (typeof text === 'string' && hasControlCharacters(text)) record[field] = stripControlCharacters(text);
    }
  });
  return input;
}
