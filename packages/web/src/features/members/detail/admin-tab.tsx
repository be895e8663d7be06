import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { UNASSIGNED_ID } from '@sampark/domain/options/reference';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm/confirm';
import { notifyError, notifySuccess } from '../../../components/feedback/notify';
import { submitErrorMessage } from '../../../components/form/server-errors';
import { lookupData } from '../../../components/form/select-data';
import type { ADMIN_FIELDS } from '../fields/member-values';
import { unassignedLabel } from '../filter/option-labels';
import { useCategories, useMyLocations, useSubusers } from '../../../hooks/use-lookups';
import { memberKey } from '../../../lib/query-keys';
import { type MemberDetail, updateMember } from './member-api';

type AdminField = (typeof ADMIN_FIELDS)[number];

/** A stored choice that is not in the list (outside the user's lists) still shows its name. */
function withStored(data: { value: string; label: string }[], value: string, label: string | null) {
  return value && !data.some((d) => d.value === value) ? [...data, { value, label: label || value }] : data;
}

/**
 * Location, assignment and category (seed 001 §2 "Admin tab", §6): each saves when chosen. A new
 * location is asked about first; "No" keeps the old one.
 */
export function AdminTab({ member }: { member: MemberDetail }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['members', 'table']);
  const locations = useMyLocations();
  const users = useSubusers();
  const categories = useCategories();
  const [pending, setPending] = useState<Partial<Record<AdminField, string>>>({});
  const current: Record<AdminField, string> = {
    location_id: String(member.location_id),
    assigned_to: String(member.assigned_to ?? UNASSIGNED_ID),
    category_id: member.category_id == null ? '' : String(member.category_id),
  };
  const shown = (field: AdminField) => pending[field] ?? current[field];

  const save = async (field: AdminField, value: string | null) => {
    if (value === null || value === shown(field)) return;
    if (field === 'location_id' && !(await confirm({ message: t('record.changeLocation'), danger: false }))) return;
    setPending((p) => ({ ...p, [field]: value }));
    try {
      notifySuccess(await updateMember(member.id, { [field]: Number(value) }));
      await queryClient.invalidateQueries({ queryKey: memberKey(member.id) });
    } catch (error) {
      notifyError(submitErrorMessage(error));
    } finally {
      setPending(({ [field]: _done, ...rest }) => rest);
    }
  };

  const locationData = withStored(
    (locations.data ?? []).map((l) => ({ value: String(l.id), label: l.label || l.name })),
    current.location_id,
    member.locations.join(' / ') || member.location,
  );
  const userData = withStored(
    [{ value: String(UNASSIGNED_ID), label: unassignedLabel() }, ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))],
    current.assigned_to,
    member.assigned_to_name,
  );
  const categoryData = withStored(lookupData(categories.data, current.category_id), current.category_id, member.category);

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('record.savedAtOnce')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Select label={t('fields.location_id')} searchable allowDeselect={false} data={locationData} value={shown('location_id')} onChange={(v) => void save('location_id', v)} />
        <Select label={t('fields.assigned_to')} searchable allowDeselect={false} data={userData} value={shown('assigned_to')} onChange={(v) => void save('assigned_to', v)} />
        <Select
          label={t('fields.category_id')}
          searchable
          allowDeselect={false}
          placeholder={t('record.chooseCategory')}
          data={categoryData}
          value={shown('category_id') || null}
          onChange={(v) => void save('category_id', v)}
        />
      </SimpleGrid>
    </Stack>
  );
}
