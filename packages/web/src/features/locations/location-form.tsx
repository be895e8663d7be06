import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import {
  type FlatLocation,
  type LocationDetail,
  LOCATION_NAME_MAX,
  type LocationUpdateInput,
  locationCreateSchema,
  locationUpdateSchema,
} from '@sampark/domain/schemas/locations';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { applyServerErrors, submitErrorMessage } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { ApiError } from '../../lib/api-client';
import { refreshLocations, saveLocation, useAllLocations } from './locations-api';

/** A 422 on the form's fields goes on them; anything else (e.g. a refusal on `id`) is a notice. */
function showSaveError(form: { setFieldError: (path: never, error: React.ReactNode) => void }, fields: string[], error: unknown) {
  const onForm = error instanceof ApiError && Object.keys(error.errors ?? {}).some((f) => fields.includes(f));
  if (!onForm || !applyServerErrors(form, error)) notifyError(submitErrorMessage(error));
}

function useSave(id: number | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (body: Parameters<typeof saveLocation>[1]) => {
    const message = await saveLocation(id, body);
    notifySuccess(message);
    await refreshLocations(queryClient);
    void navigate('/location/list');
  };
}

function FormButtons({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" component={Link} to="/location/list">
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </Group>
  );
}

/** Add location: the name (seed 001 §2), the parent fixed by the route. */
export function LocationCreateForm({ parent }: { parent: LocationDetail }) {
  const form = useZodForm(locationCreateSchema, { name: '', parent_id: parent.id, active: 1 });
  const save = useSave(null);
  const submit = async (values: Parameters<typeof saveLocation>[1]) => {
    form.setSubmitting(true);
    try {
      await save(values);
    } catch (error) {
      showSaveError(form, ['name', 'parent_id', 'active'], error);
    } finally {
      form.setSubmitting(false);
    }
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} pos="relative">
      <PleaseWait visible={form.submitting} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text>
            Parent location: <strong>{parent.name}</strong>
          </Text>
          {form.errors.parent_id && <Alert color="red">{form.errors.parent_id}</Alert>}
          <TextInput label="Location" required maxLength={LOCATION_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          <Checkbox label="Active?" checked={form.values.active === 1} onChange={(e) => form.setFieldValue('active', e.currentTarget.checked ? 1 : 0)} />
          <FormButtons submitting={form.submitting} label="Create" />
        </Stack>
      </form>
    </Paper>
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
  const initial: LocationUpdateInput = { name: location.name, parent_id: location.parent_id, active: location.active === 1 ? 1 : 0 };
  const form = useZodForm(locationUpdateSchema, initial);
  const all = useAllLocations();
  const options = useMemo(() => parentOptions(all.data ?? [], location.id), [all.data, location.id]);
  const save = useSave(location.id);
  const locked = location.name === TO_BE_DELETED;
  const isRoot = location.parent_id === null;

  const submit = async (values: LocationUpdateInput) => {
    form.setSubmitting(true);
    try {
      await save(values);
    } catch (error) {
      showSaveError(form, ['name', 'parent_id', 'active'], error);
    } finally {
      form.setSubmitting(false);
    }
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} pos="relative">
      <PleaseWait visible={form.submitting} />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {locked && <Alert color="blue">ToBeDeleted holds deleted members: it cannot be renamed, moved or removed.</Alert>}
          <TextInput label="Location" required maxLength={LOCATION_NAME_MAX} disabled={locked} {...form.getInputProps('name')} />
          {!isRoot && (
            <Select
              label="Parent location"
              required
              searchable
              limit={200}
              disabled={locked || all.isPending}
              data={options}
              nothingFoundMessage="No matching location"
              {...form.getInputProps('parent_id')}
              value={form.values.parent_id == null ? null : String(form.values.parent_id)}
              onChange={(value) => form.setFieldValue('parent_id', value ? Number(value) : null)}
              description="Moving a location moves everything under it."
            />
          )}
          <Checkbox label="Active?" checked={form.values.active === 1} onChange={(e) => form.setFieldValue('active', e.currentTarget.checked ? 1 : 0)} error={form.errors.active} />
          <FormButtons submitting={form.submitting} label="Update" />
        </Stack>
      </form>
    </Paper>
  );
}
