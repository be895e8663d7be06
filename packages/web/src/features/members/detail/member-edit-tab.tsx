import { Alert, Button, Group, Stack } from '@mantine/core';
import { MEMBER_UPDATED, missingEditFields } from '@sampark/domain/schemas/members';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/feedback/notify';
import { zodErrors } from '../../../components/form/use-zod-form';
import type { MemberForm } from '../fields/member-form-types';
import { type MemberField, memberSchemaFor, pickValues } from '../fields/member-values';
import { showMemberSaveError } from '../fields/member-save-error';
import { translateMessage } from '../../../i18n/messages';
import { memberKey } from '../../../lib/query-keys';
import { type MemberDetail, updateMember } from './member-api';

interface MemberEditTabProps {
  member: MemberDetail;
  /** the form shared by the Basic and Additional tabs, so switching tabs keeps unsaved edits */
  form: MemberForm;
  /** the fields this tab shows, checks and sends */
  fields: readonly MemberField[];
  children: ReactNode;
}

/**
 * Member edit requires a category and a profession whichever tab is saved (seed 001 §5, issue 26):
 * a field of this tab gets its message on the field, one kept on another tab (the stored value)
 * in the returned list.
 */
function missingOnSave(member: MemberDetail, values: Record<string, unknown>, fields: readonly MemberField[]) {
  const valueOf = (f: 'category_id' | 'profession_id') => (fields.includes(f) ? values[f] : member[f]) as number | string | null;
  const missing = Object.entries(missingEditFields({ category_id: valueOf('category_id'), profession_id: valueOf('profession_id') }));
  const here = Object.fromEntries(missing.filter(([f]) => fields.includes(f as MemberField)).map(([f, m]) => [f, translateMessage(m)]));
  return { here, elsewhere: missing.filter(([f]) => !fields.includes(f as MemberField)).map(([, m]) => m) };
}

/** A tab of member fields with its own Update: only this tab's fields are checked and sent. */
export function MemberEditTab({ member, form, fields, children }: MemberEditTabProps) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [elsewhere, setElsewhere] = useState<string[]>([]);
  const { t } = useTranslation('members');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = memberSchemaFor(fields);
    const values = pickValues(form.getValues(), fields);
    const missing = missingOnSave(member, values, fields);
    const errors = { ...missing.here, ...zodErrors(schema, values) };
    form.setErrors(errors);
    setElsewhere(missing.elsewhere);
    if (Object.keys(errors).length > 0 || missing.elsewhere.length > 0) return;
    setSaving(true);
    try {
      notifySuccess((await updateMember(member.id, schema.parse(values))) || MEMBER_UPDATED);
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: memberKey(member.id) });
    } catch (error) {
      showMemberSaveError(form, error, fields, setElsewhere);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {elsewhere.length > 0 && (
          <Alert color="red" role="alert">
            {elsewhere.map((message) => (
              <div key={message}>{translateMessage(message)}</div>
            ))}
          </Alert>
        )}
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
