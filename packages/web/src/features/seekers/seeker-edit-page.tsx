import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { SEEKER_UPDATED, type SeekerSimpleEditInput, seekerSimpleEditSchema } from '@sampark/domain/schemas/seekers';
import { NAME_MAX } from '@sampark/domain/schemas/members';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../lib/router';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { PleaseWait } from '../../components/feedback/please-wait';
import { FormActions } from '../../components/form/form-actions';
import { FormCard } from '../../components/form/form-card';
import { useFormSave } from '../../components/form/use-form-save';
import { useZodForm } from '../../components/form/use-zod-form';
import { ApiError } from '../../lib/api-client';
import { saveSeekerSimple, type SeekerRecord, SEEKERS_KEY, useSeeker } from './seekers-api';

const LIST = '/seeker/list';

/** The simple edit (seed 001 §2 "Simple edit seeker"): the three names and the active flag. */
function SeekerSimpleForm({ seeker }: { seeker: SeekerRecord }) {
  const { t } = useTranslation('seekers');
  const form = useZodForm(seekerSimpleEditSchema, {
    firstname: seeker.firstname ?? '',
    middlename: seeker.middlename ?? '',
    lastname: seeker.lastname ?? '',
    active: seeker.active,
  });
  const submit = useFormSave(form, {
    save: (values: SeekerSimpleEditInput) => saveSeekerSimple(seeker.id, values),
    fallbackMessage: SEEKER_UPDATED,
    queryKey: SEEKERS_KEY,
    listPath: LIST,
    scrollTopOnError: false,
  });
  const name = (field: 'firstname' | 'middlename' | 'lastname') => ({ ...form.getInputProps(field), required: true, maxLength: NAME_MAX });
  return (
    <FormCard submitting={form.submitting} onSubmit={form.onSubmit(submit)}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('fields.firstname')} {...name('firstname')} />
        <TextInput label={t('fields.middlename')} {...name('middlename')} />
        <TextInput label={t('fields.lastname')} {...name('lastname')} />
      </SimpleGrid>
      <Checkbox
        label={t('fields.active')}
        checked={form.values.active === 1 || form.values.active === true}
        onChange={(event) => form.setFieldValue('active', event.currentTarget.checked ? 1 : 0)}
      />
      <FormActions adding={false} submitting={form.submitting} listPath={LIST} />
    </FormCard>
  );
}

/** /seeker/{seeker}/update: a seeker outside the caller's scope is a 404, like one that does not exist. */
export function SeekerEditPage() {
  const { t } = useTranslation('seekers');
  const id = Number(useParams().id);
  const seeker = useSeeker(id);
  const missing = !Number.isInteger(id) || id <= 0 || (seeker.error instanceof ApiError && seeker.error.status === 404);
  return (
    <Stack maw={820} gap="md" pos="relative">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h2">
          {t('pages.update')}
        </Title>
        {!missing && (
          <Button variant="light" component={Link} to={`/seeker/${id}/edit`}>
            {t('pages.editAll')}
          </Button>
        )}
      </Group>
      {missing ? (
        <Alert color="red">{t('pages.missing')}</Alert>
      ) : seeker.isError ? (
        <FetchFailed />
      ) : seeker.data ? (
        <SeekerSimpleForm key={seeker.data.id} seeker={seeker.data} />
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}
