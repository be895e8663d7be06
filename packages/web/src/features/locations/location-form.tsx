import { Alert, Checkbox, Select, Text, TextInput } from '@mantine/core';
import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import {
  type FlatLocation,
  type LocationCreateInput,
  type LocationDetail,
  LOCATION_NAME_MAX,
  type LocationUpdateInput,
  locationCreateSchema,
  locationUpdateSchema,
} from '@sampark/domain/schemas/locations';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form/form-actions';
import { FormCard } from '../../components/form/form-card';
import { type SavingForm, useFormSave } from '../../components/form/use-form-save';
import { useZodForm } from '../../components/form/use-zod-form';
import { LOCATIONS_KEY } from '../../lib/query-keys';
import { saveLocation, useAllLocations } from './locations-api';

const LIST_PATH = '/location/list';

/**
 * Both location forms save the same way; a 422 on their fields (name, parent_id, active) goes on
 * them, anything else (e.g. a refusal on `id`) is a notice, and the page does not scroll.
 */
function useLocationSave<V extends LocationCreateInput | LocationUpdateInput>(form: SavingForm, id: number | null) {
  return useFormSave(form, { save: (body: V) => saveLocation(id, body), queryKey: LOCATIONS_KEY, listPath: LIST_PATH, scrollTopOnError: false });
}

/** Add location: the name (seed 001 §2), the parent fixed by the route. */
export function LocationCreateForm({ parent }: { parent: LocationDetail }) {
  const { t } = useTranslation('admin');
  const form = useZodForm(locationCreateSchema, { name: '', parent_id: parent.id, active: 1 });
  const submit = useLocationSave<LocationCreateInput>(form, null);
  return (
    <FormCard submitting={form.submitting} onSubmit={form.onSubmit(submit)}>
      <Text>
        <Trans t={t} i18nKey="locations.parentOf" values={{ name: parent.name }} components={{ strong: <strong /> }} />
      </Text>
      {form.errors.parent_id && <Alert color="red">{form.errors.parent_id}</Alert>}
      <TextInput label={t('locations.location')} required maxLength={LOCATION_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <Checkbox label={t('activeQ')} checked={form.values.active === 1} onChange={(e) => form.setFieldValue('active', e.currentTarget.checked ? 1 : 0)} />
      <FormActions adding submitting={form.submitting} listPath={LIST_PATH} />
    </FormCard>
  );
}

/** Parent choices: every location except the edited one and its own subtree (a move there is refused). */
function parentOptions(all: FlatLocation[], id: number) {
  return all
    .filter((l) => !l.path.includes(`/${id}/`))
    .map((l) => ({ value: String(l.id), label: l.label }));
}

/** Edit location: name, parent (a move takes the whole subtree along) and active. */
export function LocationEditForm({ location }: { location: LocationDetail }) {
  const { t } = useTranslation('admin');
  const initial: LocationUpdateInput = { name: location.name, parent_id: location.parent_id, active: location.active === 1 ? 1 : 0 };
  const form = useZodForm(locationUpdateSchema, initial);
  const all = useAllLocations();
  const options = useMemo(() => parentOptions(all.data ?? [], location.id), [all.data, location.id]);
  const submit = useLocationSave<LocationUpdateInput>(form, location.id);
  const locked = location.name === TO_BE_DELETED;
  const isRoot = location.parent_id === null;
  return (
    <FormCard submitting={form.submitting} onSubmit={form.onSubmit(submit)}>
      {locked && <Alert color="blue">{t('locations.toBeDeleted')}</Alert>}
      <TextInput label={t('locations.location')} required maxLength={LOCATION_NAME_MAX} disabled={locked} {...form.getInputProps('name')} />
      {!isRoot && (
        <Select
          label={t('locations.parent')}
          required
          searchable
          limit={200}
          disabled={locked || all.isPending}
          data={options}
          nothingFoundMessage={t('noMatchingLocation')}
          {...form.getInputProps('parent_id')}
          value={form.values.parent_id == null ? null : String(form.values.parent_id)}
          onChange={(value) => form.setFieldValue('parent_id', value ? Number(value) : null)}
          description={t('locations.moveNote')}
        />
      )}
      <Checkbox label={t('activeQ')} checked={form.values.active === 1} onChange={(e) => form.setFieldValue('active', e.currentTarget.checked ? 1 : 0)} error={form.errors.active} />
      <FormActions adding={false} submitting={form.submitting} listPath={LIST_PATH} />
    </FormCard>
  );
}
