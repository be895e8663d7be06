import type { Cell } from './cells';
import { textCell } from './cells';
import type { SheetRow } from './sheet-source';

/**
 * The rows of one worksheet's XML (SpreadsheetML `<sheetData>`), read from its unpacked chunks as
 * they come. exceljs' own worksheet reader builds a Row, Cell and style object per cell through
 * a SAX parser: 100,000 rows took 4 s and 160 MB of RSS here, most of the import's budget
 * (issue 15: <= 400 MB). This reads each complete `<row>` with two regular expressions and keeps
 * only the values. A formula's cell gives its stored value `<v>`; `<f>` is never read.
 */

const ROW = /<(?:\w+:)?row(?=[\s>/])([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL = /<(?:\w+:)?c(?=[\s>/])([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
const VALUE = /<(?:\w+:)?v>([\s\S]*?)<\/(?:\w+:)?v>/;
const TEXT = /<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g;
const ATTR = (name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`);
const R_ATTR = ATTR('r');
const T_ATTR = ATTR('t');

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML entities, and OOXML's _xHHHH_ escapes of characters XML cannot hold. */
export function xmlText(raw: string): string {
  if (!raw.includes('&') && !raw.includes('_x')) return raw;
  return raw
    .replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name] ?? whole;
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** 'AB12' -> 28 (1-based column), or undefined. */
export function columnOf(ref: string | undefined): number | undefined {
  const letters = ref ? /^[A-Z]+/.exec(ref)?.[0] : undefined;
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

function cellValue(attrs: string, body: string | undefined, shared: (i: number) => string): Cell {
  if (!body) return null;
  const type = T_ATTR.exec(attrs)?.[1] ?? 'n';
  if (type === 'inlineStr') {
    let text = '';
    for (const m of body.matchAll(TEXT)) text += m[1];
    return textCell(xmlText(text));
  }
  const v = VALUE.exec(body)?.[1];
  if (v === undefined) return null;
  switch (type) {
    case 's':
      return textCell(shared(Number(v)));
    case 'b':
      return v.trim() !== '0';
    case 'n': {
      const n = Number(v);
      return v.trim() !== '' && Number.isFinite(n) ? n : null;
    }
    default:
      // str (a formula's text result), e (an error such as #N/A), d (an ISO date)
      return textCell(xmlText(v));
  }
}

function rowOf(attrs: string, body: string | undefined, previous: number, shared: (i: number) => string): SheetRow {
  const number = Number(R_ATTR.exec(attrs)?.[1]) || previous + 1;
  const cells: Cell[] = [];
  if (body) {
    for (const m of body.matchAll(CELL)) {
      const column = columnOf(R_ATTR.exec(m[1])?.[1]) ?? cells.length + 1;
      while (cells.length < column - 1) cells.push(null);
      cells[column - 1] = cellValue(m[1], m[2], shared);
    }
  }
  return { number, cells };
}

export async function* sheetRows(chunks: AsyncIterable<Buffer | string>, shared: (i: number) => string): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  let previous = 0;
  for await (const chunk of chunks) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    // rows up to the last that may be complete (`</row>`, `</x:row>`, `<row .../>`); the rest waits
    const end = Math.max(text.lastIndexOf('row>') + 4, text.lastIndexOf('/>') + 2);
    if (end < 4) continue;
    const complete = text.slice(0, end);
    let consumed = 0;
    for (const m of complete.matchAll(ROW)) {
      const row = rowOf(m[1], m[2], previous, shared);
      previous = row.number;
      consumed = (m.index ?? 0) + m[0].length;
      yield row;
    }
    text = text.slice(consumed);
  }
  text += decoder.decode();
  for (const m of text.matchAll(ROW)) {
    const row = rowOf(m[1], m[2], previous, shared);
    previous = row.number;
    yield row;
  }
}
