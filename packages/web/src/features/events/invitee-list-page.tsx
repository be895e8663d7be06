import { Group, Select, Stack } from '@mantine/core';
import { approvalButtons } from '@sampark/domain/events/approval-rules';
import { APPROVAL_STATUS_ROUTES, type ApprovalStatus, slugOfApprovalStatus } from '@sampark/domain/options/events';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import type { TableQuery } from '../../components/data-table/data-table';
import { approvalStatusData, approvalStatusLabel } from './history/event-status-labels';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { useCurrentUser } from '../../lib/use-auth';
import { EMPTY_EVENT_FILTER, type EventFilterValues } from './event-filter-panel-values';
import { EventFilterPanel } from './event-filter-panel';
import { EventMembersTable, newestFirst } from './event-members-table';
import { type EventMemberRow, NO_STATUS_FILTER } from './events-api';
import { FollowupsDialog } from './followups-dialog';
import { useFilteredEventMembers } from './invitee-api';
import { eventMemberColumns } from './invitee-columns';
import { InviteeHeader } from './invitee-header';
import { StatusListActions } from './status-list-actions';
import { StatusListDialog } from './status-list-dialog';
import { memberCountText } from './event-member-values';
import { EventMissing, useRouteEvent } from './route-event';

const STATUS_DATA = APPROVAL_STATUS_ROUTES.map((r) => r.status);

/** The Approval Status dropdown: each status opens its list, clearing it the invitees (seed 002 §2). */
function ApprovalStatusDropdown({ eventId, status }: { eventId: number; status: ApprovalStatus | null }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const go = (next: string | null) => {
    const slug = next ? slugOfApprovalStatus(next) : 'invitees';
    if (slug) void navigate(`/event/${eventId}/${slug}`);
  };
  return (
    <Select
      label={t('approval.title')}
      placeholder={t('invitees.all')}
      data={approvalStatusData(STATUS_DATA)}
      value={status}
      onChange={go}
      clearable
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/**
 * The invitees list (`status` null) and the eight status lists (seed 002 §2 "Invitees list", §4):
 * the Filter Members panel, the Approval Status dropdown and a server-paged table. A status list
 * selects rows and offers the role's buttons for that list; each asks for comments and then shows
 * the total selected, the new status and the ids (or what the server refused).
 */
export function InviteeListScreen({ status }: { status: ApprovalStatus | null }) {
  const { t } = useTranslation('events');
  const { id, event, missing } = useRouteEvent();
  const role = useCurrentUser()?.role ?? 5;
  const [filter, setFilter] = useState<EventFilterValues>(EMPTY_EVENT_FILTER);
  const [query, setQuery] = useState<TableQuery>(newestFirst(10));
  const members = useFilteredEventMembers(id, { ...NO_STATUS_FILTER, status }, filter, query);
  const [selected, setSelected] = useState<string[]>([]);
  const [action, setAction] = useState<ApprovalStatus | null>(null);
  const [followupsOf, setFollowupsOf] = useState<EventMemberRow | null>(null);
  const columns = useMemo(() => eventMemberColumns(t, { onFollowups: setFollowupsOf }), [t]);
  const buttons = status ? approvalButtons(role, status) : [];
  const selecting = buttons.length > 0;
  if (missing) return <EventMissing />;

  const applyFilter = (next: EventFilterValues) => {
    setFilter(next);
    setSelected([]);
    setQuery({ ...query, pageIndex: 0 });
  };
  const unselect = (ids: number[]) => setSelected((s) => s.filter((rowId) => !ids.includes(Number(rowId))));

  return (
    <Stack gap="md">
      <InviteeHeader eventId={id} title={status ? t('title.inviteesOf', { status: approvalStatusLabel(status) }) : t('nav.invitees')} event={event.data} count={members.data && memberCountText(members.data.count, members.data.count_capped)} />
      {(event.isError || members.isError) && <FetchFailed />}
      <Group gap="sm" align="flex-end">
        <ApprovalStatusDropdown eventId={id} status={status} />
      </Group>
      <EventFilterPanel value={filter} onApply={applyFilter} />
      {status && <StatusListActions buttons={buttons} selected={selected.length} onAction={setAction} />}
      <EventMembersTable
        label={status ? t('invitees.statusMembers', { status: approvalStatusLabel(status) }) : t('nav.invitees')}
        page={members}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        maxHeight={500}
        selectedIds={selecting ? selected : undefined}
        onSelectionChange={selecting ? setSelected : undefined}
      />
      <StatusListDialog
        eventId={id}
        status={action}
        memberIds={selected.map(Number)}
        onClose={() => setAction(null)}
        onUpdated={() => setSelected([])}
        onUnselect={unselect}
      />
      <FollowupsDialog member={followupsOf} onClose={() => setFollowupsOf(null)} />
    </Stack>
  );
}

/** /event/{event}/invitees */
export function InviteeListPage() {
  return <InviteeListScreen status={null} />;
}
