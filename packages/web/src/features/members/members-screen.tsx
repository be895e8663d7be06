import { Alert, Badge, Group, Stack, Switch, Title } from '@mantine/core';
import { BULK_EDIT_PAGE_SIZES, MEMBER_LIST_PAGE_SIZES, EDIT_MODE_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@sampark/domain/member-list-rules';
import { type MemberView, QUICK_FILTER_BUTTONS, SEVAK_QUICK_FILTER_BUTTONS } from '@sampark/domain/options/members';
import { canAccess } from '@sampark/domain/roles';
import type { MemberListRow } from '@sampark/domain/schemas/member-filter';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table';
import { ExportButton } from '../../components/export/export-button';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/use-auth';
import { BulkActions } from './bulk-actions';
import { FilterChips } from './filter-chips';
import { EMPTY_FILTER, filterChips, withoutChip } from './filter-values';
import { FiltersDialog } from './filters-dialog';
import { useFilterLookups } from './filter/filter-lookups';
import { memberColumns } from './member-columns';
import { exportMembers } from './members-api';
import { AllFiltersButton, ColumnsChooser, QuickFilterButtons, ViewSelect } from './members-toolbar';
import { useSeekershipCells } from './seekership-cells';
import { useSevakFollowup } from './sevak-followup-column';
import { useMembersList } from './use-members-list';
import { type ViewSettings, DEFAULT_VIEW_SETTINGS, chooseColumns, chooseView, loadViewSettings, saveViewSettings } from './view-settings';

/**
 * One members screen in three variants (seed 000 §2, seed 001 "Members bulk-edit screen"):
 * - 'list': the Members List of roles 1-4 at / (Edit toggle, views, page sizes 100-1000);
 * - 'bulk': /member/edit, rows always selectable, page sizes 10-100, newest first;
 * - 'sevak': role 5's list at /member/list/:page (page in the path, no bulk actions, no export, no
 *   Edit toggle: a followup button on each row; no Unassigned Contacts).
 */
export type MembersVariant = 'list' | 'bulk' | 'sevak';

const SETUP = {
  list: { pageSize: DEFAULT_PAGE_SIZE, sort: { id: 'lcd', direction: 'asc' as const } },
  sevak: { pageSize: DEFAULT_PAGE_SIZE, sort: { id: 'lcd', direction: 'asc' as const }, pageInUrl: true },
  bulk: { pageSize: BULK_EDIT_PAGE_SIZES[0], sort: { id: 'created_at', direction: 'desc' as const }, alwaysSelectable: true },
} satisfies Record<MembersVariant, Parameters<typeof useMembersList>[0]>;

function useViewSettings(userId: number, remembered: boolean) {
  const [settings, setSettings] = useState<ViewSettings>(() => (remembered ? loadViewSettings(userId) : DEFAULT_VIEW_SETTINGS));
  const update = (next: ViewSettings) => {
    setSettings(next);
    if (remembered) saveViewSettings(userId, next);
  };
  return {
    settings,
    setView: (view: MemberView) => update(chooseView(view)),
    setColumns: (ids: string[]) => update(chooseColumns(settings, ids)),
  };
}

function countText(count: number, capped: boolean): string {
  return `${count.toLocaleString('en-IN')}${capped ? '+' : ''}`;
}

export function MembersScreen({ variant, title }: { variant: MembersVariant; title: string }) {
  const user = useCurrentUser();
  // `table`: the column chooser, chips and option labels read it; `contacts`: the followup dialog
  // of a selected row, loaded with the screen so that selecting a row never waits for a catalogue
  const { t, i18n } = useTranslation(['members', 'table', 'contacts']);
  const staff = variant !== 'sevak';
  const views = useViewSettings(user?.id ?? 0, variant !== 'bulk');
  const list = useMembersList({ ...SETUP[variant], columns: views.settings.columns });
  const lookups = useFilterLookups(staff);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const editableSeekership = variant !== 'bulk' && views.settings.view === 'Sangathanatmak Rachana';
  const overrides = useSeekershipCells(editableSeekership);
  const sevakFollowup = useSevakFollowup();
  // Rebuilt in a new language: the headers are read when the columns are made.
  const columns = useMemo(() => {
    const base = memberColumns(overrides);
    // the sevak's followup button first: in view on a phone, where ID and name already fill the width
    return staff ? base : [sevakFollowup.column, ...base];
  }, [overrides, i18n.language, staff, sevakFollowup.column]);
  const chips = filterChips(list.filter, lookups.names);
  const data = list.page.data;
  const count = data?.count ?? 0;
  const capped = data?.count_capped === true;
  const pageSizes: number[] =
    variant === 'bulk'
      ? [...BULK_EDIT_PAGE_SIZES]
      : list.editMode
        ? [EDIT_MODE_PAGE_SIZE, ...MEMBER_LIST_PAGE_SIZES]
        : [...MEMBER_LIST_PAGE_SIZES];

  return (
    <Stack gap="sm" pos="relative">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs" align="center">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {data && (
            <Badge size="lg" variant="light" aria-label={t('list.records', { n: countText(count, capped) })}>
              {countText(count, capped)}
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          {variant === 'list' && (
            <Switch label={t('list.edit')} checked={list.editMode} onChange={(e) => list.setEditMode(e.currentTarget.checked)} />
          )}
          {staff && (
            <ExportButton rows={data?.count} rowsAtLeast={capped} run={(onProgress) => exportMembers(list.body, list.params, onProgress)}>
              {t('list.exportExcel')}
            </ExportButton>
          )}
        </Group>
      </Group>

      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <QuickFilterButtons value={list.quick} onChange={list.setQuick} buttons={staff ? QUICK_FILTER_BUTTONS : SEVAK_QUICK_FILTER_BUTTONS}>
          <AllFiltersButton count={chips.length} onClick={() => setFiltersOpen(true)} />
        </QuickFilterButtons>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          {variant !== 'bulk' && <ViewSelect value={views.settings.view} onChange={views.setView} />}
          <ColumnsChooser value={views.settings.columns} onChange={views.setColumns} />
        </Group>
      </Group>
      <FilterChips chips={chips} onRemove={(chip) => list.setFilter(withoutChip(list.filter, chip))} onClear={() => list.setFilter(EMPTY_FILTER)} />

      {list.selectable && (
        <BulkActions
          selectedIds={list.selected}
          rows={data?.records ?? []}
          matching={{ filter: list.body, keyword: list.params.keyword, count, capped }}
          allowBulk={canAccess(user?.role, 'staff')}
          lookups={lookups}
          onDone={() => list.setSelected([])}
        />
      )}
      {list.page.isError && (
        <Alert color="red" title={t('list.fetchFailed')}>
          {list.page.error instanceof ApiError ? list.page.error.message : String(list.page.error)}
        </Alert>
      )}
      <PleaseWait visible={list.page.isPending} />
      {/* Keyed by the shown columns: the table's memoised rows would keep the old cells otherwise. */}
      <DataTable<MemberListRow>
        key={`${views.settings.columns.join()}|${editableSeekership}`}
        mode="remote"
        label={title}
        rows={data?.records ?? []}
        total={count}
        loading={list.page.isFetching && !list.page.isPending}
        query={list.query}
        onQueryChange={list.setQuery}
        columns={columns}
        getRowId={(m) => String(m.id)}
        pageSizeOptions={pageSizes}
        searchPlaceholder={t('list.search')}
        visibleColumns={views.settings.columns}
        selectedIds={list.selectable ? list.selected : undefined}
        onSelectionChange={list.selectable ? list.setSelected : undefined}
      />
      <FiltersDialog
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        value={list.filter}
        onApply={list.setFilter}
        lookups={lookups}
        withEvents={staff}
      />
      {sevakFollowup.dialog}
    </Stack>
  );
}
