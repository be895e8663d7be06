import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ReportRow } from './member-report-api';

const COLORS = ['orange.6', 'blue.6', 'teal.6', 'grape.6', 'red.6', 'yellow.6', 'cyan.6', 'lime.6'];
/** A chart of more bars than this is unreadable; the table beside it has every row. */
const MAX_BARS = 20;

/** The bars of a grouped report (loaded on demand: the charts library is most of the bundle). */
export default function ReportChartBars({ rows, figures, title }: { rows: readonly ReportRow[]; figures: readonly string[]; title: string }) {
  const data = rows.slice(0, MAX_BARS).map((r) => ({ ...r, label: r.label.length > 24 ? `${r.label.slice(0, 23)}…` : r.label }));
  return (
    <div role="img" aria-label={`Chart: ${title}. The table has the same figures.`} data-testid="report-chart">
      <BarChart
        h={Math.max(160, data.length * 28 + 40)}
        data={data}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 140 }}
        series={figures.map((name, i) => ({ name, color: COLORS[i % COLORS.length] }))}
        withLegend={figures.length > 1}
        type={figures.length > 1 ? 'stacked' : 'default'}
      />
    </div>
  );
}
