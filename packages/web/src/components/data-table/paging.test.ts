import { describe, expect, it } from 'vitest';
import { nextSort, pageCount, pageRangeText, pageWindow, parsePageSize } from './paging';

describe('pageRangeText', () => {
  it('describes the first, a middle and the last page', () => {
    expect(pageRangeText(0, 10, 57)).toBe('1 to 10 of 57');
    expect(pageRangeText(2, 10, 57)).toBe('21 to 30 of 57');
    expect(pageRangeText(5, 10, 57)).toBe('51 to 57 of 57');
  });

  it('says nothing when there are no rows (the body says There are no matching records)', () => {
    expect(pageRangeText(0, 10, 0)).toBe('');
    expect(pageRangeText(0, 'All', 0)).toBe('');
  });

  it('covers every row with All', () => {
    expect(pageRangeText(0, 'All', 57)).toBe('1 to 57 of 57');
  });

  it('clamps a page index past the end to the last page', () => {
    expect(pageRangeText(9, 10, 57)).toBe('51 to 57 of 57');
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(10, 57)).toBe(6);
    expect(pageCount(10, 60)).toBe(6);
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount('All', 2000)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows three page links around the active page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });

  it('shows fewer links when there are fewer pages', () => {
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, unsorted', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ id: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ id: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
  });

  it('starts another column ascending', () => {
    expect(nextSort({ id: 'name', direction: 'desc' }, 'city')).toEqual({ id: 'city', direction: 'asc' });
  });
});

describe('parsePageSize', () => {
  it('reads numbers and All', () => {
    expect(parsePageSize('100')).toBe(100);
    expect(parsePageSize('All')).toBe('All');
  });
});
