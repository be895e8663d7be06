import { describe, expect, it } from 'vitest';
import { diffFields } from '../../lib/audit';
import { keepReadRows, type ReadRows, takeReadRows, uploadKey } from './checked-upload';
import { createdChanges } from './import-write';
import { RowStore } from './row-store';

/** The dry run's rows kept for its import (decision 044), and the new records' audit text. */

const read = (): ReadRows => ({ columns: { fields: [], headers: [], unknown: [] }, rows: 1, store: new RowStore(), refused: [] });
const db = () => ({}) as never;

describe('the kept rows of a dry run', () => {
  it('are given once, to the same upload only', () => {
    const [one, file] = [db(), Buffer.from('file')];
    const key = uploadKey(['members', 1, 7, 'skip', 'm.xlsx'], file);
    expect(uploadKey(['members', 1, 7, 'skip', 'm.xlsx'], Buffer.from('file'))).toBe(key);
    const kept = read();
    keepReadRows(one, key, kept);
    expect(takeReadRows(one, uploadKey(['members', 2, 7, 'skip', 'm.xlsx'], file))).toBeUndefined();
    keepReadRows(one, key, kept);
    expect(takeReadRows(one, uploadKey(['members', 1, 7, 'skip', 'm.xlsx'], Buffer.from('other')))).toBeUndefined();
    keepReadRows(one, key, kept);
    expect(takeReadRows(db(), key)).toBeUndefined();
    expect(takeReadRows(one, key)).toBe(kept);
    expect(takeReadRows(one, key)).toBeUndefined();
  });

  it('are forgotten after ten minutes', () => {
    const one = db();
    keepReadRows(one, 'k', read(), 0);
    expect(takeReadRows(one, 'k', 10 * 60 * 1000)).toBeUndefined();
    keepReadRows(one, 'k', read(), 0);
    expect(takeReadRows(one, 'k', 10 * 60 * 1000 - 1)).toBeDefined();
  });
});

describe('createdChanges', () => {
  it('is JSON.stringify(diffFields({}, record)) without the blank columns', () => {
    const record: Record<string, unknown> = { firstname: 'Ravi "R"', middlename: '', email: null, year_joined: 1995, spi_level: 30.5, active: 0, city: 'पुणे' };
    const expected = JSON.stringify(diffFields({}, Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== ''))));
    expect(createdChanges(Object.keys(record), (c) => record[c])).toBe(expected);
    expect(JSON.parse(createdChanges(Object.keys(record), (c) => record[c]))).toEqual({
      firstname: [null, 'Ravi "R"'], year_joined: [null, 1995], spi_level: [null, 30.5], active: [null, 0], city: [null, 'पुणे'],
    });
  });
});
