import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRangeText, pageWindow, parsePageSize } from './paging';
import type { PageSize } from './types';

export interface TableFooterProps {
  pageIndex: number;
  pageSize: PageSize;
  total: number;
  pageSizeOptions: PageSize[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

export function TableFooter(props: TableFooterProps) {
  const { pageIndex, pageSize, total, pageSizeOptions } = props;
  const pages = pageCount(pageSize, total);
  const active = Math.min(pageIndex + 1, pages);
  const { t } = useTranslation('table');
  return (
    <Group justify="flex-end" gap="md" wrap="wrap" mt="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" aria-hidden>
          {t('rowsPerPage')}
        </Text>
        <Select
          aria-label={t('rowsPerPageLabel')}
          w={90}
          size="xs"
          allowDeselect={false}
          data={pageSizeOptions.map((size) => ({ value: String(size), label: size === 'All' ? t('all') : String(size) }))}
          value={String(pageSize)}
          onChange={(value) => value !== null && props.onPageSizeChange(parsePageSize(value))}
        />
      </Group>
      {total > 0 && (
        <Text size="sm" aria-live="polite">
          {pageRangeText(pageIndex, pageSize, total)}
        </Text>
      )}
      <Pagination.Root
        total={pages}
        value={active}
        size="sm"
        onChange={(page) => props.onPageChange(page - 1)}
      >
        <Group gap={4} wrap="nowrap">
          <Pagination.Previous aria-label={t('previousPage')} />
          {pageWindow(active, pages).map((page) => (
            <Pagination.Control
              key={page}
              active={page === active}
              aria-label={t('page', { page })}
              aria-current={page === active ? 'page' : undefined}
              onClick={() => props.onPageChange(page - 1)}
            >
              {page}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label={t('nextPage')} />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
