import { ActionIcon, Checkbox, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { flexRender, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';

/** Above this many rendered rows only the visible ones are in the DOM. */
export const VIRTUALIZE_ABOVE = 100;
const ESTIMATED_ROW_HEIGHT = 37;

export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
}

export interface RowExpansion<T> {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  render: (row: T) => ReactNode;
}

export interface TableRowsProps<T> {
  rows: Row<T>[];
  colSpan: number;
  selection: RowSelection | null;
  expansion: RowExpansion<T> | null;
  scrollElement: HTMLDivElement | null;
}

/** One <tr> to render: a data row, or the details row under an expanded data row. */
interface BodyItem<T> {
  key: string;
  row: Row<T>;
  detail: boolean;
}

type MeasureProps = { ref?: (node: Element | null) => void; 'data-index'?: number };

function bodyItems<T>(rows: Row<T>[], expansion: RowExpansion<T> | null): BodyItem<T>[] {
  return rows.flatMap((row) => {
    const item = { key: row.id, row, detail: false };
    if (!expansion?.expanded.has(row.id)) return [item];
    return [item, { key: `${row.id}:detail`, row, detail: true }];
  });
}

interface DataRowProps<T> extends Pick<TableRowsProps<T>, 'selection' | 'expansion'> {
  row: Row<T>;
  measureRef?: MeasureProps['ref'];
  index?: number;
  /** the visible column ids: part of the props so the memoised row re-renders when they change */
  columnsKey: string;
}

function DataRowView<T>({ row, selection, expansion, measureRef, index }: DataRowProps<T>) {
  const isSelected = selection?.selected.has(row.id) ?? false;
  const isOpen = expansion?.expanded.has(row.id) ?? false;
  return (
    <Table.Tr ref={measureRef} data-index={index} bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
      {selection && (
        <Table.Td w={40}>
          <Checkbox
            aria-label={i18n.t('table:selectRow', { id: row.id })}
            checked={isSelected}
            onChange={() => selection.toggle(row.id)}
          />
        </Table.Td>
      )}
      {expansion && (
        <Table.Td w={40}>
          <ActionIcon
            variant="subtle"
            aria-label={i18n.t(isOpen ? 'table:collapseRow' : 'table:expandRow', { id: row.id })}
            aria-expanded={isOpen}
            onClick={() => expansion.toggle(row.id)}
          >
            {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        </Table.Td>
      )}
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
      ))}
    </Table.Tr>
  );
}

// Memoised: while scrolling, rows that stay in view are not rendered again. The labels are read
// with i18n.t: the table (which uses the `table` namespace) renders the rows again in a new language.
const DataRow = memo(DataRowView) as typeof DataRowView;

function renderItem<T>(props: TableRowsProps<T>, item: BodyItem<T>, measure: MeasureProps) {
  if (!item.detail) {
    const { selection, expansion } = props;
    return (
      <DataRow
        key={item.key}
        row={item.row}
        selection={selection}
        expansion={expansion}
        measureRef={measure.ref}
        index={measure['data-index']}
        columnsKey={item.row.getVisibleCells().map((c) => c.column.id).join(',')}
      />
    );
  }
  return (
    <Table.Tr key={item.key} {...measure}>
      <Table.Td colSpan={props.colSpan}>{props.expansion?.render(item.row.original)}</Table.Td>
    </Table.Tr>
  );
}

function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/**
 * Renders only the rows in view, with one spacer row above and below standing in for the rest,
 * so the markup stays a real <table> (screen readers, sticky header, column widths).
 */
function VirtualRows<T>(props: TableRowsProps<T> & { items: BodyItem<T>[] }) {
  const { items, scrollElement, colSpan } = props;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => items[index].key,
    overscan: 10,
    // A row not laid out yet (e.g. inside a hidden tab) measures 0: keep its estimate instead.
    measureElement: (element) => Math.round(element.getBoundingClientRect().height) || ESTIMATED_ROW_HEIGHT,
    // React 19 warns when flushSync runs inside render/effects; async updates are smooth enough.
    useFlushSync: false,
  });
  const visible = virtualizer.getVirtualItems();
  const top = visible.length > 0 ? visible[0].start : 0;
  const bottom = visible.length > 0 ? virtualizer.getTotalSize() - visible[visible.length - 1].end : 0;
  return (
    <>
      <SpacerRow height={top} colSpan={colSpan} />
      {visible.map((v) =>
        renderItem(props, items[v.index], { ref: virtualizer.measureElement, 'data-index': v.index }),
      )}
      <SpacerRow height={bottom} colSpan={colSpan} />
    </>
  );
}

export function TableRows<T>(props: TableRowsProps<T>) {
  const items = bodyItems(props.rows, props.expansion);
  if (props.rows.length > VIRTUALIZE_ABOVE) return <VirtualRows {...props} items={items} />;
  return <>{items.map((item) => renderItem(props, item, {}))}</>;
}
