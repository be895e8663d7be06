import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { fileError } from './import-errors';

/**
 * The two steps every .xlsx part is read with (issue 27): its unpacked chunks cut into pieces
 * that end with a whole element, and the elements of one name found in a piece. Both only move
 * forward with indexOf, so no file, however built, makes them work more than once over a
 * character (the regular expressions they replace backtracked over unclosed tags); a piece
 * waiting for its end is bounded, so one huge cell cannot fill the memory.
 */

export interface XmlElement {
  /** the tag's local name */
  name: string;
  attrs: string;
  /** undefined when the tag closes itself */
  body: string | undefined;
}

const damaged = () => fileError(IMPORT_MESSAGES.unreadable);

/**
 * Calls `found` with each element named one of `names` (any namespace prefix) in `text`, in
 * order; their contents are not searched. `found` returns false to stop.
 */
export function eachElement(text: string, names: readonly string[], found: (e: XmlElement) => boolean | void): void {
  let at = 0;
  for (let open = text.indexOf('<', at); open >= 0; open = text.indexOf('<', at)) {
    // the tag's name ends at whitespace, '/' or '>'; its local part after any prefix's ':'
    let end = open + 1;
    let local = end;
    for (; end < text.length; end++) {
      const c = text.charCodeAt(end);
      if (c === 0x3e || c === 0x2f || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) break;
      if (c === 0x3a) local = end + 1;
    }
    at = end;
    const name = text.slice(local, end);
    if (!names.includes(name)) continue;
    const close = text.indexOf('>', end);
    if (close < 0) throw damaged();
    if (text.charCodeAt(close - 1) === 0x2f) {
      at = close + 1;
      if (found({ name, attrs: text.slice(end, close - 1), body: undefined }) === false) return;
      continue;
    }
    const closing = `</${text.slice(open + 1, end)}>`;
    const after = text.indexOf(closing, close + 1);
    if (after < 0) throw damaged();
    at = after + closing.length;
    if (found({ name, attrs: text.slice(end, close), body: text.slice(close + 1, after) }) === false) return;
  }
}

/** The elements named one of `names` in `text`, in order (eachElement as a list). */
export function elements(text: string, names: readonly string[]): XmlElement[] {
  const out: XmlElement[] = [];
  eachElement(text, names, (e) => {
    out.push(e);
  });
  return out;
}

/** The first element named `name` in `text`. */
export function firstElement(text: string, name: string): XmlElement | undefined {
  let first: XmlElement | undefined;
  eachElement(text, [name], (e) => {
    first = e;
    return false;
  });
  return first;
}

// enough to see an end tag, or a short self-closing one, cut between two chunks
const TAIL = 64;

/**
 * The text of `chunks` in pieces, each cut after the last match of `ends` (a global pattern)
 * seen so far, so a piece holds whole elements; at a match of `stop` the rest is not read.
 * Text that waits for an end may hold at most `pendingChars`, else `tooLong` is thrown.
 */
export async function* wholePieces(
  chunks: AsyncIterable<Buffer>,
  ends: RegExp,
  stop: RegExp | undefined,
  pendingChars: number,
  tooLong: () => Error,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let parts: string[] = [];
  let pending = 0;
  let tail = '';
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    const window = tail + text;
    const stopped = stop?.exec(window);
    let cut = stopped ? stopped.index : -1;
    if (!stopped) {
      ends.lastIndex = 0;
      for (let m = ends.exec(window); m; m = ends.exec(window)) cut = m.index + m[0].length;
    }
    if (cut < 0) {
      parts.push(text);
      pending += text.length;
      if (pending > pendingChars) throw tooLong();
      tail = window.slice(-TAIL);
      continue;
    }
    const all = parts.join('') + text;
    const at = pending - tail.length + cut;
    yield all.slice(0, at);
    if (stopped) return;
    const rest = all.slice(at);
    parts = [rest];
    pending = rest.length;
    tail = rest.slice(-TAIL);
    if (pending > pendingChars) throw tooLong();
  }
  const last = parts.join('') + decoder.decode();
  if (last) yield last;
}

/** A string of its own: a slice of a piece would keep the whole piece in memory as long as it lives. */
export function ownString(text: string): string {
  // V8 copies strings shorter than 13 characters anyway
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}
