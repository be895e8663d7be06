import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from './member-report-api';
import { headerOf, useReportLabel } from './report-table';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7'];
/** A chart of more bars than this is unreadable; the table beside it has every row. */
const MAX_BARS = 20;

/**
 * The bars of a grouped report, stacked when it has several figures (loaded on demand: the
 * charts library is most of the bundle). The table carries the same figures as text, so the
 * chart is one labelled image.
 */
export default function ReportChartBars({ rows, figures, title }: { rows: readonly ReportRow[]; figures: readonly string[]; title: string }) {
  const { t } = useTranslation('reports');
  const labelOf = useReportLabel();
  const data = rows.slice(0, MAX_BARS).map((r) => {
    const label = labelOf(r.label);
    return { ...r, label: label.length > 24 ? `${label.slice(0, 23)}…` : label };
  });
  // the legend shares the chart's height: on a phone it wraps to about two series a line
  const legend = figures.length > 1 ? 28 * Math.ceil(figures.length / 2) : 0;
  return (
    <div role="img" aria-label={t('chartLabel', { title })} data-testid="report-chart">
      <BarChart
        h={Math.max(180, data.length * 30 + 60) + legend}
        data={data}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 140, interval: 0 }}
        gridAxis="x"
        series={figures.map((name, i) => ({ name, label: labelOf(headerOf(name)), color: COLORS[i % COLORS.length] }))}
        withLegend={figures.length > 1}
        type={figures.length > 1 ? 'stacked' : 'default'}
      />
    </div>
  );
}
