import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ReportRow } from '@sampark/domain/schemas/other-reports';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7'];

/**
 * The chart beside a grouped report (issue 17 "Beyond the seeds"): a bar per group, stacked when
 * the report has several columns. Loaded lazily (recharts is most of the bundle); the table
 * beside it carries the same figures as text, so the chart is one labelled image.
 */
export default function ReportChart({ rows, columns, title }: { rows: ReportRow[]; columns: string[]; title: string }) {
  const height = Math.min(420, Math.max(180, rows.length * 34 + 60));
  return (
    <div role="img" aria-label={`Chart: ${title}`} data-testid="report-chart">
      <BarChart
        h={height}
        data={rows}
        dataKey="label"
        orientation="vertical"
        type={columns.length > 1 ? 'stacked' : 'default'}
        series={columns.map((name, i) => ({ name, label: name === 'count' ? 'Count' : name, color: COLORS[i % COLORS.length] }))}
        withLegend={columns.length > 1}
        yAxisProps={{ width: 110, interval: 0 }}
        gridAxis="x"
      />
    </div>
  );
}
