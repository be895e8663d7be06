import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { bulkFailureText, bulkSuccessText, canFollowup } from '@sampark/domain/member-list-rules';
import type { BulkAction } from '@sampark/domain/options/members';
import type { MemberFilterInput, MemberListRow } from '@sampark/domain/schemas/member-filter';
import { IconChevronDown, IconEdit, IconPhoneCall, IconTrash, IconUserShare } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { ApiError } from '../../lib/api-client';
import { FollowupDialog } from '../followups';
import { AssignDialog, DeleteDialog, EditDialog } from './bulk-dialogs';
import type { FilterLookups } from './filter/filter-lookups';
import { type BulkFields, type BulkTarget, bulkUpdate } from './members-api';

/**
 * Selected-row actions (seed 000 §2): Assign, Edit, Followup (exactly one row), Delete, and the
 * same three for every member the filter matches. Success shows '{count} {message}' and reloads
 * the list; failure shows 'Member updation failed. Error message: {message}' (seed 000 §8).
 * Bulk edit is for roles 1-4 (the server refuses role 5, issue 12 defect 6): role 5's list keeps
 * the followup of one selected row only.
 */
export interface BulkActionsProps {
  selectedIds: string[];
  /** The rows on screen, for the followup dialog's title. */
  rows: MemberListRow[];
  matching: { filter: MemberFilterInput; keyword?: string; count: number; capped: boolean };
  /** Assign, Edit, Delete and "Apply to all matching": roles 1-4 (ACCESS.staff). */
  allowBulk: boolean;
  lookups: Pick<FilterLookups, 'users' | 'professions' | 'categories'>;
  /** Called after a successful action (clears the selection). */
  onDone: () => void;
}

type Open = { action: BulkAction; target: BulkTarget } | null;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function BulkActions({ selectedIds, rows, matching, allowBulk, lookups, onDone }: BulkActionsProps) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('members');
  const [open, setOpen] = useState<Open>(null);
  const [followupOpen, setFollowupOpen] = useState(false);
  const count = selectedIds.length;
  const selected: BulkTarget = { kind: 'ids', ids: selectedIds.map(Number) };
  const all: BulkTarget = { kind: 'filter', ...matching };

  const submit = (action: BulkAction, target: BulkTarget) => async (fields: BulkFields) => {
    try {
      const result = await bulkUpdate(action, target, fields);
      notifySuccess(bulkSuccessText(result.data, result.message));
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['members'] });
      return true;
    } catch (error) {
      notifyError(bulkFailureText(failureMessage(error)));
      return false;
    }
  };
  const dialogProps = (action: BulkAction) => ({
    target: open?.action === action ? open.target : null,
    onClose: () => setOpen(null),
    onSubmit: open?.action === action ? submit(action, open.target) : async () => false,
  });
  const followupMember = canFollowup(count) ? Number(selectedIds[0]) : null;

  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {t('bulk.selected', { n: count })}
        </Text>
        {allowBulk && (
          <>
            <Button size="xs" leftSection={<IconUserShare size={14} aria-hidden />} disabled={count === 0} onClick={() => setOpen({ action: 'Assign', target: selected })}>
              {t('bulk.assign')}
            </Button>
            <Button size="xs" leftSection={<IconEdit size={14} aria-hidden />} disabled={count === 0} onClick={() => setOpen({ action: 'Update', target: selected })}>
              {t('bulk.edit')}
            </Button>
          </>
        )}
        {followupMember !== null && (
          <Button size="xs" leftSection={<IconPhoneCall size={14} aria-hidden />} onClick={() => setFollowupOpen(true)}>
            {t('bulk.followup')}
          </Button>
        )}
        {allowBulk && (
          <>
            <Button size="xs" color="red" leftSection={<IconTrash size={14} aria-hidden />} disabled={count === 0} onClick={() => setOpen({ action: 'Delete', target: selected })}>
              {t('bulk.delete')}
            </Button>
            <Menu position="bottom-start">
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />} disabled={matching.count === 0}>
                  {t('bulk.applyAll', { n: `${matching.count.toLocaleString('en-IN')}${matching.capped ? '+' : ''}` })}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setOpen({ action: 'Assign', target: all })}>{t('bulk.assignAll')}</Menu.Item>
                <Menu.Item onClick={() => setOpen({ action: 'Update', target: all })}>{t('bulk.editAll')}</Menu.Item>
                <Menu.Item color="red" onClick={() => setOpen({ action: 'Delete', target: all })}>
                  {t('bulk.deleteAll')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        )}
      </Group>
      {allowBulk && (
        <>
          <AssignDialog {...dialogProps('Assign')} users={lookups.users} />
          <EditDialog {...dialogProps('Update')} professions={lookups.professions} categories={lookups.categories} />
          <DeleteDialog {...dialogProps('Delete')} />
        </>
      )}
      {followupMember !== null && (
        <FollowupDialog
          memberId={followupMember}
          memberName={rows.find((r) => r.id === followupMember)?.fullname}
          opened={followupOpen}
          onClose={() => setFollowupOpen(false)}
        />
      )}
    </Paper>
  );
}
