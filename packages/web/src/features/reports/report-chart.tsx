import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from './member-report-api';

const Bars = lazy(() => import('./report-chart-bars'));

/** The chart beside a grouped table, lazy-loaded so the first screen stays light; the table is its text alternative. */
export function ReportChart(props: { rows: readonly ReportRow[]; figures: readonly string[]; title: string }) {
  const { t } = useTranslation('reports');
  if (!props.rows.length) return null;
  return (
    <Suspense fallback={<Skeleton h={180} role="status" aria-label={t('loadingChart')} />}>
      <Bars {...props} />
    </Suspense>
  );
}
