import { describe, expect, it } from 'vitest';
import { cellOfExcelJs, dateCell, serialToIso } from './cells';
import { readCsv } from './read-csv';

describe('cells', () => {
  it('reads Excel serial days, with the 1900 leap-year bug and the 1904 system', () => {
    expect(serialToIso(1)).toBe('1900-01-01');
    expect(serialToIso(59)).toBe('1900-02-28');
    expect(serialToIso(61)).toBe('1900-03-01');
    expect(serialToIso(31274)).toBe('1985-08-15');
    expect(serialToIso(31274.75)).toBe('1985-08-15');
    expect(serialToIso(29812, true)).toBe('1985-08-15');
    expect(serialToIso(0)).toBeUndefined();
  });

  it('reads dates written year first or day first, and leaves anything else for the schema', () => {
    for (const text of ['1985-08-15', '1985/8/15', '15-08-1985', '15/08/1985', '15.08.1985', '15-Aug-1985', '15 August 1985', '1985-08-15 00:00:00']) {
      expect([text, dateCell(text)]).toEqual([text, '1985-08-15']);
    }
    expect(dateCell('31-02-1985')).toBe('31-02-1985');
    expect(dateCell('yesterday')).toBe('yesterday');
    expect(dateCell(null)).toBeNull();
  });

  it('takes a formula\'s stored result, rich text\'s text, a link\'s text and an error\'s code', () => {
    expect(cellOfExcelJs({ formula: '1+1', result: 9820012345 })).toBe(9820012345);
    expect(cellOfExcelJs({ sharedFormula: 'A1', result: ' Ravi ' })).toBe('Ravi');
    expect(cellOfExcelJs({ formula: 'X()' })).toBeNull();
    expect(cellOfExcelJs({ richText: [{ text: 'Ra' }, { text: 'vi' }] })).toBe('Ravi');
    expect(cellOfExcelJs({ text: 'ravi@example.org', hyperlink: 'mailto:ravi@example.org' })).toBe('ravi@example.org');
    expect(cellOfExcelJs({ error: '#N/A' })).toBe('#N/A');
    expect(cellOfExcelJs('   ')).toBeNull();
  });
});

describe('readCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and a quote inside a plain field', async () => {
    const sheet = readCsv(Buffer.from('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n5" tall,,\n'));
    const rows = [];
    for await (const r of sheet.rows) rows.push(r);
    expect(rows).toEqual([
      { number: 1, cells: ['a', 'b', 'c'] },
      { number: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { number: 3, cells: ['5" tall', null, null] },
    ]);
    expect(sheet.dataRows).toBe(2);
  });
});
