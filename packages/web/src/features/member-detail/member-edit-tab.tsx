import { Button, Group, Stack } from '@mantine/core';
import { MEMBER_UPDATED } from '@sampark/domain/schemas/members';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/feedback/notify';
import { zodErrors } from '../../components/form/use-zod-form';
import type { MemberForm } from '../../components/member-fields/member-form-types';
import { type MemberField, memberSchemaFor, pickValues } from '../../components/member-fields/member-values';
import { showMemberSaveError } from '../../components/member-fields/member-save-error';
import { memberKey } from '../../lib/query-keys';
import { updateMember } from './member-api';

interface MemberEditTabProps {
  memberId: number;
  /** the form shared by the Basic and Additional tabs, so switching tabs keeps unsaved edits */
  form: MemberForm;
  /** the fields this tab shows, checks and sends */
  fields: readonly MemberField[];
  children: ReactNode;
}

/** A tab of member fields with its own Update: only this tab's fields are checked and sent. */
export function MemberEditTab({ memberId, form, fields, children }: MemberEditTabProps) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation('members');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = memberSchemaFor(fields);
    const values = pickValues(form.getValues(), fields);
    const errors = zodErrors(schema, values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      notifySuccess((await updateMember(memberId, schema.parse(values))) || MEMBER_UPDATED);
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: memberKey(memberId) });
    } catch (error) {
      showMemberSaveError(form, error, fields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('record.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
