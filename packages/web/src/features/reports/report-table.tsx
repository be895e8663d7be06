import { Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { ReportRow } from './member-report-api';

/** The figures of grouped rows: every numeric key but `id` (the group's record, not a figure). */
export function figureKeys(rows: readonly ReportRow[]): string[] {
  const keys: string[] = [];
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (k !== 'id' && typeof v === 'number' && !keys.includes(k)) keys.push(k);
  return keys;
}

/** 'count' -> 'Count', 'first_approved' -> 'First Approved'. */
export const headerOf = (key: string) => key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

const sumOf = (rows: readonly ReportRow[], key: string) => rows.reduce((s, r) => s + (Number(r[key]) || 0), 0);
const fmt = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-IN') : String(n ?? ''));

export interface ReportTableProps {
  rows: readonly ReportRow[];
  /** The label column's header. */
  labelHeader: string;
  /** Text columns shown after the label (e.g. state, country). */
  textColumns?: readonly { key: string; header: string }[];
  pageSizes: readonly number[];
  /** Paged by the parent (server paging); otherwise the table pages the rows itself. */
  remote?: { total: number; page: number; pageSize: number; onPage: (page: number) => void; onPageSize: (size: number) => void };
  /** The href of a row's members list, or undefined when it has none. */
  rowHref?: (row: ReportRow) => string | undefined;
  /** The Total row (seed 002 §2 "a totals row"): off for paged reports whose page is not the whole. */
  withTotal?: boolean;
}

/** A grouped report as a table with a Total row; a row links to the members behind its figure. */
export function ReportTable({ rows, labelHeader, textColumns = [], pageSizes, remote, rowHref, withTotal = true }: ReportTableProps) {
  const [localPage, setLocalPage] = useState(1);
  const [localSize, setLocalSize] = useState(pageSizes[0]);
  const figures = figureKeys(rows);
  const pageSize = remote?.pageSize ?? localSize;
  const page = remote?.page ?? localPage;
  const total = remote?.total ?? rows.length;
  const shown = remote ? rows : rows.slice((page - 1) * pageSize, page * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelHeader}</Table.Th>
              {textColumns.map((c) => (
                <Table.Th key={c.key}>{c.header}</Table.Th>
              ))}
              {figures.map((f) => (
                <Table.Th key={f} ta="right">
                  {headerOf(f)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, i) => {
              const href = rowHref?.(row);
              return (
                <Table.Tr key={`${row.label}-${row.id ?? ''}-${i}`}>
                  <Table.Td>
                    {href ? (
                      <UnstyledButton component="a" href={href} target="_blank" c="blue.8" td="underline" aria-label={`Members: ${row.label}`}>
                        {row.label}
                      </UnstyledButton>
                    ) : (
                      row.label
                    )}
                  </Table.Td>
                  {textColumns.map((c) => (
                    <Table.Td key={c.key}>{String(row[c.key] ?? '')}</Table.Td>
                  ))}
                  {figures.map((f) => (
                    <Table.Td key={f} ta="right">
                      {fmt(row[f])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
            {!rows.length && (
              <Table.Tr>
                <Table.Td colSpan={1 + textColumns.length + Math.max(1, figures.length)}>There are no matching records</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {withTotal && rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th>Total</Table.Th>
                {textColumns.map((c) => (
                  <Table.Th key={c.key} />
                ))}
                {figures.map((f) => (
                  <Table.Th key={f} ta="right">
                    {fmt(sumOf(rows, f))}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="sm">Per page</Text>
          <Select
            aria-label="Per page"
            w={100}
            size="xs"
            data={pageSizes.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(v) => {
              if (remote) remote.onPageSize(Number(v));
              else {
                setLocalSize(Number(v));
                setLocalPage(1);
              }
            }}
          />
          <Text size="sm" c="dimmed">
            {total.toLocaleString('en-IN')} rows
          </Text>
        </Group>
        {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={remote ? remote.onPage : setLocalPage} siblings={1} />}
      </Group>
    </>
  );
}
