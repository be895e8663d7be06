import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { describe, expect, it } from 'vitest';
import { columnOf, sheetRows, xmlText } from './sheet-xml';

const SHARED = ['firstname', 'Ravi', 'Ravi & Sita'];

async function rowsOf(xml: string, chunkSize = xml.length) {
  async function* chunks() {
    for (let i = 0; i < xml.length; i += chunkSize) yield Buffer.from(xml.slice(i, i + chunkSize));
  }
  const out = [];
  for await (const r of sheetRows(chunks(), (i) => SHARED[i])) out.push(r);
  return out;
}

const SHEET = `<?xml version="1.0" encoding="UTF-8"?><worksheet><dimension ref="A1:F4"/><sheetData>
<row r="1" spans="1:6"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><r><t>mob</t></r><r><t xml:space="preserve">ile</t></r></is></c></row>
<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><f>9820000000+12345</f><v>9820012345</v></c><c r="D2" t="str"><f>A2</f><v>R&amp;D &#x930;&#2357;</v></c><c r="E2" t="b"><v>1</v></c><c r="F2" t="e"><v>#N/A</v></c></row>
<row r="3" spans="1:6"/>
<row r="5"><c r="A5" s="3"/><c r="B5"><v>31274</v></c><c t="inlineStr"><is><t>line_x000D_break</t></is></c></row>
</sheetData><rowBreaks count="1"><brk id="3"/></rowBreaks></worksheet>`;

describe('sheetRows', () => {
  it('reads shared, inline and formula strings, numbers, booleans, errors, gaps and empty rows', async () => {
    const expected = [
      { number: 1, cells: ['firstname', 'mobile'] },
      { number: 2, cells: ['Ravi', 9820012345, null, 'R&D रव', true, '#N/A'] },
      { number: 3, cells: [] },
      { number: 5, cells: [null, 31274, 'line\rbreak'] },
    ];
    expect(await rowsOf(SHEET)).toEqual(expected);
    // the same rows whatever the unpacked chunks' boundaries
    for (const size of [1, 7, 64, 333]) expect(await rowsOf(SHEET, size)).toEqual(expected);
  });

  it('reads namespaced tags and rows without their number', async () => {
    const xml = '<x:worksheet><x:sheetData><x:row><x:c t="s"><x:v>2</x:v></x:c></x:row><x:row><x:c r="B9"><x:v>7</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(await rowsOf(xml, 5)).toEqual([
      { number: 1, cells: ['Ravi & Sita'] },
      { number: 2, cells: [null, 7] },
    ]);
  });

  it('refuses unclosed tags at once, which regular expressions rescanned to the end for each one', async () => {
    const sheet = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`;
    const unclosedCells = sheet(`<row r="1">${'<c><v>1</v>'.repeat(50_000)}</row>`);
    const unclosedRows = sheet(`${'<row r="1">'.repeat(50_000)}<row r="2"/>`);
    for (const xml of [unclosedCells, unclosedRows]) {
      await expect(rowsOf(xml, 65_536)).rejects.toMatchObject({ status: 422, errors: { file: [IMPORT_MESSAGES.unreadable] } });
    }
  });

  it('decodes entities and escapes, and reads column letters', () => {
    expect(xmlText('a &lt;b&gt; &quot;c&quot; &apos;d&apos; &#65;&#x42; _x0009_')).toBe('a <b> "c" \'d\' AB \t');
    expect([columnOf('A1'), columnOf('Z3'), columnOf('AA10'), columnOf('XFD1'), columnOf(undefined)]).toEqual([1, 26, 27, 16384, undefined]);
  });
});
