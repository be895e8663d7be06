import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, DataTableSort } from './types';

export interface PageSelection {
  all: boolean;
  some: boolean;
  disabled: boolean;
  toggleAll: () => void;
}

export interface TableHeadProps<T> {
  columns: DataTableColumn<T>[];
  sort: DataTableSort | null;
  onSort: (columnId: string) => void;
  pageSelection: PageSelection | null;
  expandable: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.4, flexShrink: 0 }} />;
}

function HeaderCell<T>({ column, sort, onSort }: { column: DataTableColumn<T> } & Pick<TableHeadProps<T>, 'sort' | 'onSort'>) {
  const style = { width: column.width, minWidth: column.width, whiteSpace: 'nowrap' } as const;
  if (!column.sortable) return <Table.Th style={style}>{column.header}</Table.Th>;
  const direction = sort?.id === column.id ? sort.direction : null;
  return (
    <Table.Th style={style} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column.id)}
        fz="sm"
        fw={700}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column.header}
        <SortIcon direction={direction} />
      </UnstyledButton>
    </Table.Th>
  );
}

export function TableHead<T>({ columns, sort, onSort, pageSelection, expandable }: TableHeadProps<T>) {
  const { t } = useTranslation('table');
  return (
    <Table.Thead style={{ zIndex: 2 }}>
      <Table.Tr>
        {pageSelection && (
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('selectAllOnPage')}
              checked={pageSelection.all}
              indeterminate={pageSelection.some && !pageSelection.all}
              disabled={pageSelection.disabled}
              onChange={pageSelection.toggleAll}
            />
          </Table.Th>
        )}
        {expandable && (
          <Table.Th w={40}>
            <VisuallyHidden>{t('details')}</VisuallyHidden>
          </Table.Th>
        )}
        {columns.map((column) => (
          <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
