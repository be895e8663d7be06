import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ReportRow } from './member-report-api';

const Bars = lazy(() => import('./report-chart-bars'));

/** The chart beside a grouped table, lazy-loaded so the first screen stays light; the table is its text alternative. */
export function ReportChart(props: { rows: readonly ReportRow[]; figures: readonly string[]; title: string }) {
  if (!props.rows.length) return null;
  return (
    <Suspense fallback={<Skeleton h={180} aria-label="Loading chart" />}>
      <Bars {...props} />
    </Suspense>
  );
}
