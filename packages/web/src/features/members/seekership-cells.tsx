import { Checkbox, Select } from '@mantine/core';
import { SEEKERSHIP } from '@sampark/domain/options/members';
import { toSelectData } from '@sampark/domain/options/option';
import type { MemberListRow } from '@sampark/domain/schemas/member-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { submitErrorMessage } from '../../components/form/server-errors';
import type { CellOverrides } from './member-columns';
import { type MembersPage, type SeekershipUpdate, membersQueryKey, updateSeekership } from './members-api';

/**
 * The Sangathanatmak Rachana view's editable seekership fields (seed 000 §2, §3 "Member update"):
 * each change is saved at once with PUT api/members/{id} and the server's message is shown
 * (422 'There are no changes to be made. ...' included). A save resolves to true when the server
 * saved the change and the cached page was patched.
 */
type Save = (row: MemberListRow, change: Partial<SeekershipUpdate>) => Promise<boolean>;

const SEEKERSHIP_DATA = toSelectData(SEEKERSHIP);

/**
 * The value being saved is shown at once (a checkbox that does not tick until the server answers
 * feels broken), and stays shown until the row itself changes: on success the save patches the
 * cached page, but TanStack Query redraws the table a task later, so going back to the row's value
 * when the save ends would show the old value in between (on a slow phone the box ticked, unticked
 * and ticked again). On failure the row's old value shows at once.
 */
function useSaving(save: Save, row: MemberListRow) {
  const [pending, setPending] = useState<{ change: Partial<SeekershipUpdate>; row: MemberListRow; saving: boolean } | null>(null);
  const run = async (change: Partial<SeekershipUpdate>) => {
    setPending({ change, row, saving: true });
    const saved = await save(row, change);
    setPending(saved ? { change, row, saving: false } : null);
  };
  const shown = pending?.row === row ? pending : null;
  return { pending: shown?.change ?? null, saving: shown?.saving === true, run };
}

function SeekershipSelect({ row, save }: { row: MemberListRow; save: Save }) {
  const { pending, saving, run } = useSaving(save, row);
  const value = pending && 'can_take_responsibility' in pending ? pending.can_take_responsibility : row.responsibility;
  const { t } = useTranslation('members');
  return (
    <Select
      aria-label={t('list.seekershipOf', { id: row.id })}
      data={SEEKERSHIP_DATA}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(v) => void run({ can_take_responsibility: v === null ? null : Number(v) })}
      disabled={saving}
      clearable
      size="xs"
      miw={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function AdhyayanCheckbox({ row, save }: { row: MemberListRow; save: Save }) {
  const { pending, saving, run } = useSaving(save, row);
  const value = pending && 'study_about_responsibility' in pending ? pending.study_about_responsibility : row.adhyayan;
  const { t } = useTranslation('members');
  return (
    <Checkbox
      aria-label={t('list.adhyayanOf', { id: row.id })}
      checked={value === 1}
      onChange={(e) => void run({ study_about_responsibility: e.currentTarget.checked ? 1 : 0 })}
      disabled={saving}
    />
  );
}

/** The two cells, and the save that patches the cached page so the row shows the stored values. */
export function useSeekershipCells(enabled: boolean): CellOverrides {
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!enabled) return {};
    const save: Save = async (row, change) => {
      const update: SeekershipUpdate = {
        id: row.id,
        can_take_responsibility: row.responsibility,
        study_about_responsibility: row.adhyayan,
        ...change,
      };
      try {
        notifySuccess(await updateSeekership(update));
        const patch = (r: MemberListRow) =>
          r.id === row.id ? { ...r, responsibility: update.can_take_responsibility, adhyayan: update.study_about_responsibility } : r;
        queryClient.setQueriesData<MembersPage>({ queryKey: membersQueryKey }, (page) =>
          page ? { ...page, records: page.records.map(patch) } : page,
        );
        return true;
      } catch (error) {
        notifyError(submitErrorMessage(error));
        return false;
      }
    };
    return {
      responsibility: (row) => <SeekershipSelect row={row} save={save} />,
      adhyayan: (row) => <AdhyayanCheckbox row={row} save={save} />,
    };
  }, [enabled, queryClient]);
}
