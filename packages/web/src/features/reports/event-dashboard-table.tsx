import { Box, Group, Pagination, Paper, ScrollArea, Select, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import type { ReportRow } from '@sampark/domain/schemas/other-reports';
import { lazy, type ReactNode, Suspense, useState } from 'react';

const ReportChart = lazy(() => import('./event-dashboard-chart'));

/** The numeric columns of a report's rows, in the server's order (`hidden` ones, e.g. ids, left out). */
export function reportColumns(rows: readonly ReportRow[], hidden: readonly string[] = []): string[] {
  const seen: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (key !== 'label' && !hidden.includes(key) && !seen.includes(key)) seen.push(key);
  return seen;
}

/** The Total row the screen adds (CONTRACT.md "Reports": the answer has none). */
export function totalsOf(rows: readonly ReportRow[], columns: readonly string[]): Record<string, number> {
  return Object.fromEntries(columns.map((c) => [c, rows.reduce((sum, r) => sum + (typeof r[c] === 'number' ? (r[c] as number) : 0), 0)]));
}

const headerOf = (column: string) => (column === 'count' ? 'Count' : column);

interface GroupedReportProps {
  /** the table's accessible name and the first column's header */
  title: string;
  labelHeader: string;
  rows: ReportRow[];
  hidden?: string[];
  /** client-side page sizes (the Status Report: 5/10/25/50/100); none = every row */
  pageSizes?: readonly number[];
  /** content of a row's label cell (e.g. a link to the event) */
  renderLabel?: (row: ReportRow) => ReactNode;
  /** the columns the chart stacks (default all); only columns that split the rows without overlap */
  chartColumns?: string[];
}

/**
 * A grouped report (seed 002 §2: "grouped tables with a Total row") with its chart beside it:
 * side by side on a wide screen, the chart under the table on a phone.
 */
export function GroupedReport({ title, labelHeader, rows, hidden = [], pageSizes, renderLabel, chartColumns }: GroupedReportProps) {
  const columns = reportColumns(rows, hidden);
  const [size, setSize] = useState(pageSizes?.[0]);
  const [page, setPage] = useState(1);
  const shown = size ? rows.slice((page - 1) * size, page * size) : rows;
  const totals = totalsOf(rows, columns);
  return (
    // a wide table takes the full width, its chart below it
    <SimpleGrid cols={columns.length > 3 ? 1 : { base: 1, md: 2 }} spacing="md">
      <Paper withBorder p={0}>
        <ScrollArea type="auto">
          <Table striped highlightOnHover aria-label={title} miw={columns.length > 3 ? 560 : undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labelHeader}</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c} ta="right">
                    {headerOf(c)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 1}>There are no matching records</Table.Td>
                </Table.Tr>
              )}
              {shown.map((row, i) => (
                <Table.Tr key={`${row.label}-${i}`}>
                  <Table.Td>{renderLabel ? renderLabel(row) : row.label}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c} ta="right">
                      {Number(row[c] ?? 0).toLocaleString('en-IN')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th>Total</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c} ta="right">
                    {totals[c].toLocaleString('en-IN')}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea>
        {pageSizes && size && (
          <Group justify="flex-end" gap="sm" p="xs">
            <Text size="sm">Rows per page:</Text>
            <Select
              aria-label="Rows per page"
              w={80}
              size="xs"
              data={pageSizes.map(String)}
              value={String(size)}
              allowDeselect={false}
              onChange={(v) => {
                setSize(Number(v));
                setPage(1);
              }}
            />
            <Pagination size="sm" total={Math.max(1, Math.ceil(rows.length / size))} value={page} onChange={setPage} />
          </Group>
        )}
      </Paper>
      <Box miw={0}>
        <Suspense fallback={<Skeleton h={200} />}>{rows.length > 0 && <ReportChart rows={shown} columns={chartColumns ?? columns} title={title} />}</Suspense>
      </Box>
    </SimpleGrid>
  );
}
