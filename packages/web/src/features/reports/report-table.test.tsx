import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from './member-report-api';
import { useRowPages } from './report-table';

const rowsOf = (n: number): ReportRow[] => Array.from({ length: n }, (_, i) => ({ label: `Row ${i + 1}`, count: i }));

describe('useRowPages', () => {
  it('pages the rows, and shows the last page when a new filter leaves fewer pages', () => {
    const { result, rerender } = renderHook(({ rows }) => useRowPages(rows, [5, 10]), { initialProps: { rows: rowsOf(12) } });
    expect(result.current.shown.map((r) => r.label)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
    act(() => result.current.paging!.onPage(2));
    expect(result.current.shown.map((r) => r.label)).toEqual(['Row 11', 'Row 12']);
    rerender({ rows: rowsOf(7) });
    expect(result.current.paging!.pageIndex).toBe(1);
    expect(result.current.shown.map((r) => r.label)).toEqual(['Row 6', 'Row 7']);
    act(() => result.current.paging!.onPageSize(10));
    expect(result.current.paging).toMatchObject({ pageIndex: 0, pageSize: 10, total: 7 });
  });

  it('shows every row without page sizes', () => {
    const { result } = renderHook(() => useRowPages(rowsOf(3)));
    expect(result.current).toEqual({ shown: rowsOf(3), paging: undefined });
  });
});
