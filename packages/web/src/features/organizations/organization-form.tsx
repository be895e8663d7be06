import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  ORGANIZATION_MESSAGES,
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_TEXT_MAX,
  type OrganizationBody,
  organizationCreateSchema,
  type OrganizationFormInput,
} from '@sampark/domain/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form/form-actions';
import { FormCard } from '../../components/form/form-card';
import { useFormSave } from '../../components/form/use-form-save';
import { useZodForm } from '../../components/form/use-zod-form';
import { ORGANIZATIONS_KEY, saveOrganization } from './organization-api';

export const EMPTY_ORGANIZATION: OrganizationFormInput = {
  name: '',
  objective: '',
  area_activity: '',
  members: '',
  website: '',
  head_person: '',
  remark: '',
  active: 1,
};

type TextField = 'objective' | 'area_activity' | 'members' | 'website' | 'head_person' | 'remark';

/** Add and edit organization with every field of seed 001 §3 "Organization". */
export function OrganizationForm({ id, initial }: { id: number | null; initial: OrganizationFormInput }) {
  const { t } = useTranslation('admin');
  const form = useZodForm(organizationCreateSchema, initial);
  const submit = useFormSave(form, {
    save: (values: OrganizationBody) => saveOrganization(id, values),
    fallbackMessage: id === null ? ORGANIZATION_MESSAGES.created : ORGANIZATION_MESSAGES.updated,
    queryKey: ORGANIZATIONS_KEY,
    listPath: '/organization/list',
    // seed 001 §8: organization saves scroll to the top on failure
    scrollTopOnError: true,
  });

  const text = (field: TextField) => ({ ...form.getInputProps(field), value: form.values[field] ?? '', maxLength: ORGANIZATION_TEXT_MAX });

  return (
    <FormCard submitting={form.submitting} onSubmit={form.onSubmit(submit)}>
      <TextInput label={t('organizations.name')} required maxLength={ORGANIZATION_NAME_MAX} {...form.getInputProps('name')} />
      <Textarea label={t('organizations.objective')} rows={3} resize="vertical" {...text('objective')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('organizations.areaActivity')} {...text('area_activity')} />
        <TextInput label={t('organizations.members')} {...text('members')} />
        <TextInput label={t('organizations.website')} {...text('website')} />
        <TextInput label={t('organizations.headPerson')} {...text('head_person')} />
      </SimpleGrid>
      <Textarea label={t('organizations.remark')} rows={3} resize="vertical" {...text('remark')} />
      <Checkbox
        label={t('activeQ')}
        checked={form.values.active === 1}
        onChange={(event) => form.setFieldValue('active', event.currentTarget.checked ? 1 : 0)}
      />
      <FormActions adding={id === null} submitting={form.submitting} listPath="/organization/list" onReset={form.reset} />
    </FormCard>
  );
}
