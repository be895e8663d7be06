import { Anchor, Table } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFooter } from '../../components/data-table/table-footer';
import { valueLabel } from '../../i18n/option-label';
import type { ReportRow } from './member-report-api';

/** The figures of grouped rows in the server's order: every numeric key but `id` (the group's record) and `hidden` ones. */
export function figureKeys(rows: readonly ReportRow[], hidden: readonly string[] = []): string[] {
  const keys: string[] = [];
  for (const row of rows) for (const [k, v] of Object.entries(row)) if (k !== 'id' && !hidden.includes(k) && typeof v === 'number' && !keys.includes(k)) keys.push(k);
  return keys;
}

/** 'count' -> 'Count', 'first_approved' -> 'First Approved'; 'Final Approved' stays as it is. */
export const headerOf = (key: string) => key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * A figure's header or a row's label in the language shown: the server's English names of
 * statuses, groups and roles have a Hindi label in the `reports` catalogue (labels); names of
 * records (locations, events) are shown as they are.
 */
export function useReportLabel() {
  const { t } = useTranslation('reports');
  return (text: string) => valueLabel(t, 'labels', text);
}

/** The Total row the screen adds (docs/api-conventions.md#reports: the answer has none). */
export function totalsOf(rows: readonly ReportRow[], keys: readonly string[]): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((sum, r) => sum + (Number(r[k]) || 0), 0)]));
}

const fmt = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-IN') : String(n ?? ''));

/** A page of the table: the parent holds it, so a chart beside the table can draw the same rows. */
export interface ReportPaging {
  total: number;
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (pageIndex: number) => void;
  onPageSize: (size: number) => void;
}

/** Client-side pages of `rows`; without page sizes every row is shown and there is no pager. */
export function useRowPages(rows: readonly ReportRow[], pageSizes?: readonly number[]) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes?.[0]);
  if (!pageSizes || !pageSize) return { shown: rows, paging: undefined };
  // a new filter may leave fewer pages than the one shown: show the last
  const index = Math.min(pageIndex, Math.max(0, Math.ceil(rows.length / pageSize) - 1));
  const paging: ReportPaging = {
    total: rows.length,
    pageIndex: index,
    pageSize,
    pageSizes,
    onPage: setPageIndex,
    onPageSize: (size) => (setPageSize(size), setPageIndex(0)),
  };
  return { shown: rows.slice(index * pageSize, (index + 1) * pageSize), paging };
}

export interface ReportTableProps {
  /** The table's accessible name. */
  title: string;
  /** The rows shown (a page of them when paged). */
  rows: readonly ReportRow[];
  /** The rows the Total row sums (default `rows`); omit the Total with `withTotal={false}`. */
  totalRows?: readonly ReportRow[];
  withTotal?: boolean;
  labelHeader: string;
  /** Text columns shown after the label (e.g. state, country). */
  textColumns?: readonly { key: string; header: string }[];
  /** Numeric keys that are not figures (e.g. event_id). */
  hidden?: readonly string[];
  paging?: ReportPaging;
  /** The list behind a row (its label becomes a link that opens it in a new tab), or undefined when none can show it. */
  rowHref?: (row: ReportRow) => string | undefined;
  /** What that list holds, for the link's name ("Members: Pune"); default Members. */
  linkNoun?: string;
  /** The list behind one figure of a row, or undefined. */
  cellHref?: (row: ReportRow, figure: string) => string | undefined;
  /** The label cell's content when it is not the label or its list (e.g. a link to the event). */
  renderLabel?: (row: ReportRow) => ReactNode;
}

/** A drill-down link: the list opens beside the report, so the report keeps its filter and page. */
function ListLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" underline="always" aria-label={label}>
      {children}
    </Anchor>
  );
}

function LabelCell({ row, rowHref, renderLabel, linkNoun }: Pick<ReportTableProps, 'rowHref' | 'renderLabel' | 'linkNoun'> & { row: ReportRow }) {
  const { t } = useTranslation('reports');
  const labelOf = useReportLabel();
  if (renderLabel) return renderLabel(row);
  const href = rowHref?.(row);
  const label = labelOf(row.label);
  return href ? (
    <ListLink href={href} label={t('listOf', { list: linkNoun ?? t('members'), name: label })}>
      {label}
    </ListLink>
  ) : (
    label
  );
}

function FigureCell({ row, figure, cellHref }: { row: ReportRow; figure: string; cellHref: ReportTableProps['cellHref'] }) {
  const { t } = useTranslation('reports');
  const labelOf = useReportLabel();
  const href = Number(row[figure]) > 0 ? cellHref?.(row, figure) : undefined;
  return href ? (
    // the link's name holds the figure it shows (axe: label-content-name-mismatch)
    <ListLink href={href} label={t('figureOf', { list: labelOf(headerOf(figure)), name: labelOf(row.label), count: fmt(row[figure]) })}>
      {fmt(row[figure])}
    </ListLink>
  ) : (
    fmt(row[figure])
  );
}

/**
 * Every grouped report's table (seed 002 §2 "grouped tables with a Total row"): the label, text
 * columns, the figures and the Total row; a label or a figure links to the list behind it.
 */
export function ReportTable({ title, rows, totalRows = rows, withTotal = true, labelHeader, textColumns = [], hidden, paging, rowHref, linkNoun, cellHref, renderLabel }: ReportTableProps) {
  const { t } = useTranslation('reports');
  const labelOf = useReportLabel();
  const figures = figureKeys(totalRows.length ? totalRows : rows, hidden);
  const totals = totalsOf(totalRows, figures);
  return (
    <>
      <Table.ScrollContainer minWidth={figures.length > 3 ? 560 : 320}>
        <Table striped highlightOnHover withTableBorder aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelHeader}</Table.Th>
              {textColumns.map((c) => (
                <Table.Th key={c.key}>{c.header}</Table.Th>
              ))}
              {figures.map((f) => (
                <Table.Th key={f} ta="right">
                  {labelOf(headerOf(f))}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={`${row.label}-${row.id ?? ''}-${i}`}>
                <Table.Td>
                  <LabelCell row={row} rowHref={rowHref} linkNoun={linkNoun} renderLabel={renderLabel} />
                </Table.Td>
                {textColumns.map((c) => (
                  <Table.Td key={c.key}>{String(row[c.key] ?? '')}</Table.Td>
                ))}
                {figures.map((f) => (
                  <Table.Td key={f} ta="right">
                    <FigureCell row={row} figure={f} cellHref={cellHref} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {!rows.length && (
              <Table.Tr>
                <Table.Td colSpan={1 + textColumns.length + Math.max(1, figures.length)}>{t('noMatchingRecords')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          {withTotal && totalRows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th>{t('total')}</Table.Th>
                {textColumns.map((c) => (
                  <Table.Th key={c.key} />
                ))}
                {figures.map((f) => (
                  <Table.Th key={f} ta="right">
                    {fmt(totals[f])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {paging && (
        <TableFooter
          pageIndex={paging.pageIndex}
          pageSize={paging.pageSize}
          total={paging.total}
          pageSizeOptions={[...paging.pageSizes]}
          onPageChange={paging.onPage}
          onPageSizeChange={(size) => paging.onPageSize(Number(size))}
        />
      )}
    </>
  );
}
