import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { olderApprovalActions, olderApprovalListStatus, type OlderApprovalAction } from '@sampark/domain/events/older-approval-rules';
import { APPROVAL_MESSAGES } from '@sampark/domain/schemas/events';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableQuery } from '../../components/data-table/data-table';
import { approvalActionLabel } from './history/event-status-labels';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { translateMessage } from '../../i18n/messages';
import { useCurrentUser } from '../../lib/use-auth';
import { APPROVE_MEMBERS_PAGE_SIZE, APPROVE_MEMBERS_PAGE_SIZES, listedMembersText } from './approve-members-page-values';
import { EMPTY_EVENT_FILTER } from './event-filter-panel-values';
import { EventMembersTable, newestFirst } from './event-members-table';
import { type EventMemberRow, NO_STATUS_FILTER } from './events-api';
import { FollowupsDialog } from './followups-dialog';
import { useFilteredEventMembers } from './invitee-api';
import { eventMemberColumns } from './invitee-columns';
import { InviteeHeader } from './invitee-header';
import { type UpdateOutcome, UpdateOutcomeDialog, updateStatus } from './status-list-result';
import { memberCountText } from './event-member-values';
import { EventMissing, useRouteEvent } from './route-event';

/**
 * /event/{event}/approvemembers, the older approval screen (seed 002 §2, §4 "Older approval
 * screen"): a comment box and the action buttons under their older names (First Approval ...)
 * for the selected members. Role 4 sees the New members, role 3 the First Approved ones, roles
 * 1-2 all; 50 per page. The outcome dialog shows the total selected, the new status and the ids.
 */
export function ApproveMembersPage() {
  const { t } = useTranslation('events');
  const { id, event, missing } = useRouteEvent();
  const role = useCurrentUser()?.role ?? 5;
  const listed = olderApprovalListStatus(role) ?? null;
  const actions = olderApprovalActions(role);
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<TableQuery>(newestFirst(APPROVE_MEMBERS_PAGE_SIZE));
  const members = useFilteredEventMembers(id, { ...NO_STATUS_FILTER, status: listed }, EMPTY_EVENT_FILTER, query);
  const [selected, setSelected] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [busy, setBusy] = useState<OlderApprovalAction['status'] | null>(null);
  const [outcome, setOutcome] = useState<UpdateOutcome | null>(null);
  const [followupsOf, setFollowupsOf] = useState<EventMemberRow | null>(null);
  const columns = useMemo(() => eventMemberColumns(t, { onFollowups: setFollowupsOf }), [t]);
  if (missing) return <EventMissing />;

  const act = async (action: OlderApprovalAction) => {
    // seed 002 §5: comments are required ('Please enter comments')
    if (!comment.trim()) return setCommentError(translateMessage(APPROVAL_MESSAGES.commentRequired));
    setBusy(action.status);
    const result = await updateStatus(queryClient, id, selected.map(Number), action.status, comment.trim());
    setBusy(null);
    setOutcome(result);
    if (result.kind === 'done') {
      setSelected([]);
      setComment('');
    }
  };

  return (
    <Stack gap="md">
      <InviteeHeader eventId={id} title={t('title.approveMembers')} event={event.data} count={members.data && memberCountText(members.data.count, members.data.count_capped)} />
      {(event.isError || members.isError) && <FetchFailed />}
      <Text fz="sm" c="dimmed">
        {listedMembersText(listed)}
      </Text>
      <Paper withBorder radius="sm" p="sm">
        <Stack gap="sm">
          <Textarea
            label={t('approval.comments')}
            required
            rows={2}
            value={comment}
            error={commentError}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              setCommentError(null);
            }}
          />
          <Group gap="xs" align="center">
            <Text fz="sm" c={selected.length ? undefined : 'dimmed'} aria-live="polite">
              {selected.length === 0 ? t('approveMembers.selectThen') : t('statusList.selected', { count: selected.length })}
            </Text>
            {actions.map((a) => (
              <Button key={a.status} size="xs" disabled={selected.length === 0 || (busy !== null && busy !== a.status)} loading={busy === a.status} onClick={() => void act(a)}>
                {approvalActionLabel(a.label)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>
      <EventMembersTable
        label={t('approveMembers.tableLabel')}
        page={members}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        pageSizeOptions={APPROVE_MEMBERS_PAGE_SIZES}
        maxHeight={500}
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
      <UpdateOutcomeDialog
        outcome={outcome}
        onClose={() => setOutcome(null)}
        onUnselect={(ids) => setSelected((s) => s.filter((rowId) => !ids.includes(Number(rowId))))}
      />
      <FollowupsDialog member={followupsOf} onClose={() => setFollowupsOf(null)} />
    </Stack>
  );
}
