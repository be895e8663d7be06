import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  ORGANIZATION_MESSAGES,
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_TEXT_MAX,
  type OrganizationBody,
  organizationCreateSchema,
  type OrganizationFormInput,
} from '@sampark/domain/schemas/organizations';
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
      <TextInput label="Name" required maxLength={ORGANIZATION_NAME_MAX} {...form.getInputProps('name')} />
      <Textarea label="Objective" rows={3} resize="vertical" {...text('objective')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Area of Activity" {...text('area_activity')} />
        <TextInput label="Members" {...text('members')} />
        <TextInput label="Website" {...text('website')} />
        <TextInput label="Head Person" {...text('head_person')} />
      </SimpleGrid>
      <Textarea label="Remark" rows={3} resize="vertical" {...text('remark')} />
      <Checkbox
        label="Active?"
        checked={form.values.active === 1}
        onChange={(event) => form.setFieldValue('active', event.currentTarget.checked ? 1 : 0)}
      />
      <FormActions adding={id === null} submitting={form.submitting} listPath="/organization/list" onReset={form.reset} />
    </FormCard>
  );
}
