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
 * (422 'There are no changes to be made. ...' included).
 */
type Save = (row: MemberListRow, change: Partial<SeekershipUpdate>) => Promise<void>;

const SEEKERSHIP_DATA = toSelectData(SEEKERSHIP);

/**
 * The value being saved is shown at once (a checkbox that does not tick until the server answers
 * feels broken); when the save ends the row's stored value shows again: the new one on success,
 * the old one on failure.
 */
function useSaving(save: Save, row: MemberListRow) {
  const [pending, setPending] = useState<Partial<SeekershipUpdate> | null>(null);
  const run = async (change: Partial<SeekershipUpdate>) => {
    setPending(change);
    await save(row, change);
    setPending(null);
  };
  return { pending, run };
}

function SeekershipSelect({ row, save }: { row: MemberListRow; save: Save }) {
  const { pending, run } = useSaving(save, row);
  const value = pending && 'can_take_responsibility' in pending ? pending.can_take_responsibility : row.responsibility;
  const { t } = useTranslation('members');
  return (
    <Select
      aria-label={t('list.seekershipOf', { id: row.id })}
      data={SEEKERSHIP_DATA}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(v) => void run({ can_take_responsibility: v === null ? null : Number(v) })}
      disabled={pending !== null}
      clearable
      size="xs"
      miw={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function AdhyayanCheckbox({ row, save }: { row: MemberListRow; save: Save }) {
  const { pending, run } = useSaving(save, row);
  const value = pending && 'study_about_responsibility' in pending ? pending.study_about_responsibility : row.adhyayan;
  const { t } = useTranslation('members');
  return (
    <Checkbox
      aria-label={t('list.adhyayanOf', { id: row.id })}
      checked={value === 1}
      onChange={(e) => void run({ study_about_responsibility: e.currentTarget.checked ? 1 : 0 })}
      disabled={pending !== null}
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
      } catch (error) {
        notifyError(submitErrorMessage(error));
      }
    };
    return {
      responsibility: (row) => <SeekershipSelect row={row} save={save} />,
      adhyayan: (row) => <AdhyayanCheckbox row={row} save={save} />,
    };
  }, [enabled, queryClient]);
}
