import { Button, Stack } from '@mantine/core';
import { DEFAULT_SEEKER_PAGE_SIZE, SEEKER_PAGE_SIZES } from '@sampark/domain/schemas/seeker-list';
import { IconFilter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm/confirm';
import { DataTable, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { SeekerDetails, seekerColumns } from './seeker-columns';
import { activeFilterCount, SeekerFilters } from './seeker-filters';
import { deleteSeeker, NO_SEEKER_FILTER, type SeekerFilter, type SeekerRow, SEEKERS_KEY, useSeekersPage } from './seekers-api';
import { ListHeader } from '../../components/layout/list-header';

/**
 * /seeker/list (seed 001 §2 "Seekers list", §3, §9; issue 15): server paging, 10 per page with
 * 10/50/100, newest first; search on Enter, All Filters, expandable rows, edit, delete with
 * confirm and a phone link. Roles 1-3, each within its scope (the server decides).
 */
export function SeekerListPage() {
  const { t } = useTranslation('seekers');
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(DEFAULT_SEEKER_PAGE_SIZE));
  const [filter, setFilter] = useState<SeekerFilter>(NO_SEEKER_FILTER);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const page = useSeekersPage(query, filter);
  const queryClient = useQueryClient();

  const remove = async (seeker: SeekerRow) => {
    if (!(await confirm())) return;
    try {
      notifySuccess(await deleteSeeker(seeker.id));
      await queryClient.invalidateQueries({ queryKey: SEEKERS_KEY });
    } catch (error) {
      notifyError(error instanceof ApiError && error.status === 422 && error.serverMessage ? error.serverMessage : SOMETHING_WENT_WRONG);
    }
  };
  // remove only reads the query client, which never changes: a new language is the one reason to rebuild
  const columns = useMemo(() => seekerColumns(t, (s) => void remove(s)), [t]);
  const applied = activeFilterCount(filter);
  const applyFilter = (next: SeekerFilter) => {
    setFilter(next);
    setFiltersOpen(false);
    setQuery({ ...query, pageIndex: 0 });
  };

  return (
    <Stack gap="md">
      <ListHeader title={t('list.title')} addTo="/seeker/create" />
      {page.isError && <FetchFailed />}
      <DataTable
        mode="remote"
        label={t('list.title')}
        rows={page.data?.data ?? []}
        total={page.data?.count ?? 0}
        loading={page.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(s) => String(s.id)}
        pageSizeOptions={[...SEEKER_PAGE_SIZES]}
        searchPlaceholder={t('list.search')}
        withClearButton
        withColumnChooser
        renderExpanded={(s) => <SeekerDetails seeker={s} />}
        toolbar={
          <Button variant={applied ? 'filled' : 'default'} leftSection={<IconFilter size={16} aria-hidden />} onClick={() => setFiltersOpen(true)}>
            {applied ? t('filters.titleCount', { count: applied }) : t('filters.title')}
          </Button>
        }
      />
      {filtersOpen && <SeekerFilters value={filter} onApply={applyFilter} onClose={() => setFiltersOpen(false)} />}
    </Stack>
  );
}
