import { Box, SimpleGrid } from '@mantine/core';
import { ReportChart } from './report-chart';
import { figureKeys, ReportTable, type ReportTableProps, useRowPages } from './report-table';

export interface GroupedReportProps extends Omit<ReportTableProps, 'paging' | 'totalRows'> {
  /** Client-side page sizes; none = every row. */
  pageSizes?: readonly number[];
  /** The figures the chart stacks (default all): only figures that split the rows without overlap. */
  chartFigures?: readonly string[];
}

/**
 * A grouped report with its chart (issue 17): side by side on a wide screen, the chart under
 * the table on a phone or when the table is wide. The chart draws the rows of the table's page.
 */
export function GroupedReport({ pageSizes, chartFigures, ...table }: GroupedReportProps) {
  const { shown, paging } = useRowPages(table.rows, pageSizes);
  const figures = figureKeys(table.rows, table.hidden);
  return (
    <SimpleGrid cols={figures.length > 3 ? 1 : { base: 1, md: 2 }} spacing="md">
      <Box miw={0}>
        <ReportTable {...table} rows={shown} totalRows={table.rows} paging={paging} />
      </Box>
      <Box miw={0}>
        <ReportChart rows={shown} figures={chartFigures ?? figures} title={table.title} />
      </Box>
    </SimpleGrid>
  );
}
