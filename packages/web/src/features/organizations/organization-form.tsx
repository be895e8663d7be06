import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ORGANIZATION_MESSAGES,
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_TEXT_MAX,
  type OrganizationBody,
  organizationCreateSchema,
  type OrganizationFormInput,
} from '@sampark/domain/schemas/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { useZodForm } from '../../components/form/use-zod-form';
import { ORGANIZATIONS_KEY, saveOrganization } from './organization-api';
import { showSaveError } from '../../components/form/save-error';

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const text = (field: TextField) => ({ ...form.getInputProps(field), value: form.values[field] ?? '', maxLength: ORGANIZATION_TEXT_MAX });

  const submit = async (values: OrganizationBody) => {
    form.setSubmitting(true);
    try {
      const message = await saveOrganization(id, values);
      notifySuccess(message || (id === null ? ORGANIZATION_MESSAGES.created : ORGANIZATION_MESSAGES.updated));
      await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
      void navigate('/organization/list');
    } catch (error) {
      // seed 001 §8: organization saves scroll to the top on failure
      showSaveError(form, error, true);
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} pos="relative">
      <PleaseWait visible={form.submitting} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
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
          <Group justify="flex-end" gap="sm">
            {id === null ? (
              <Button variant="default" onClick={() => form.reset()}>
                Reset Form
              </Button>
            ) : (
              <Button variant="default" component={Link} to="/organization/list">
                Cancel
              </Button>
            )}
            <Button type="submit" loading={form.submitting}>
              {id === null ? 'Create' : 'Update'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
