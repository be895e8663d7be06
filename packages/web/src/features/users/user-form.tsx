import { Button, Checkbox, Group, MultiSelect, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { assignableRoleOptions } from '@sampark/domain/roles';
import { type UserRow, type UserUpdateInput, USER_NAME_MAX, userCreateFormSchema, userUpdateFormSchema } from '@sampark/domain/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { valueLabel } from '../../i18n/option-label';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/use-auth';
import { USERS_KEY, saveUser, useLocationOptions, userErrorMessage } from './users-api';

const FIELDS = ['name', 'email', 'password', 'mobile_no', 'role', 'locations', 'active'];

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  mobile_no: string;
  role: string | null;
  locations: string[];
  active: number;
}

export function initialUserValues(user: UserRow | null): UserFormValues {
  if (!user) return { name: '', email: '', password: '', mobile_no: '', role: null, locations: [], active: 1 };
  return {
    name: user.name,
    email: user.email ?? '',
    password: '',
    mobile_no: user.mobile_no,
    role: String(user.role),
    locations: user.locations.map(String),
    active: user.active === 1 ? 1 : 0,
  };
}

interface UserFormProps {
  /** null: Add New */
  user: UserRow | null;
  onDone: () => void;
}

/**
 * The add and edit form of the users list (seed 001 §5 "User add and edit"): the browser's
 * messages come from the form schema, the server's (§8) land on the same fields.
 */
export function UserForm({ user, onDone }: UserFormProps) {
  // Both schemas take the same fields; create also requires the password.
  const { t } = useTranslation('admin');
  const schema = (user ? userUpdateFormSchema : userCreateFormSchema) as typeof userUpdateFormSchema;
  const form = useZodForm(schema, initialUserValues(user));
  const locations = useLocationOptions();
  const queryClient = useQueryClient();
  // Super Admin is offered only to a Super Admin (issue 12 defect 13); the server refuses it too.
  const roleData = assignableRoleOptions(useCurrentUser()?.role).map((r) => ({ value: String(r.value), label: valueLabel(t, 'roles', r.label) }));

  const submit = async (values: UserUpdateInput) => {
    form.setSubmitting(true);
    try {
      notifySuccess(await saveUser(user?.id ?? null, values));
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onDone();
    } catch (error) {
      const onForm = error instanceof ApiError && Object.keys(error.errors ?? {}).some((f) => FIELDS.includes(f));
      if (!onForm || !applyServerErrors(form, error)) notifyError(userErrorMessage(error));
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate style={{ position: 'relative' }}>
      <PleaseWait visible={form.submitting} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('users.name')} required maxLength={USER_NAME_MAX} autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('users.email')} type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label={t('users.mobileNumber')} required inputMode="numeric" maxLength={12} autoComplete="off" {...form.getInputProps('mobile_no')} />
          <PasswordInput
            label={t('users.password')}
            required={!user}
            autoComplete="new-password"
            description={user ? t('users.keepPassword') : undefined}
            {...form.getInputProps('password')}
          />
          <Select label={t('users.role')} required data={roleData} allowDeselect={false} {...form.getInputProps('role')} />
          <Checkbox
            label={t('activeQ')}
            mt={{ base: 0, sm: 'xl' }}
            checked={form.values.active === 1}
            onChange={(e) => form.setFieldValue('active', e.currentTarget.checked ? 1 : 0)}
            error={form.errors.active}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('users.locations')}
          required
          searchable
          limit={100}
          hidePickedOptions
          disabled={locations.isPending}
          data={locations.data ?? []}
          nothingFoundMessage={t('noMatchingLocation')}
          {...form.getInputProps('locations')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {user ? t('update') : t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
