import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import {
  type ChangePasswordInput,
  PASSWORD_UPDATED_MESSAGE,
  changePasswordSchema,
} from '@sampark/domain/schemas/account';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { applyServerErrors, submitErrorMessage } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { api } from '../../lib/api-client';

/** /changepassword (seed 002 §2 "Change password", §5, §8). */
export function ChangePasswordPage() {
  const form = useZodForm(changePasswordSchema, { password: '', password_confirmation: '' });
  const { t } = useTranslation('auth');

  const submit = async (values: ChangePasswordInput) => {
    form.setSubmitting(true);
    try {
      await api.put('/api/reset', { body: values, schema: messageResponseSchema });
      notifySuccess(PASSWORD_UPDATED_MESSAGE);
      form.reset();
    } catch (error) {
      // 422: the server's password and confirmation messages on their fields.
      if (!applyServerErrors(form, error)) notifyError(submitErrorMessage(error));
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <Stack maw={480} gap="md">
      <Title order={1} fz="h2">
        {t('changePassword.heading')}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <PasswordInput label={t('changePassword.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordInput
              label={t('changePassword.confirmPassword')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password_confirmation')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {t('changePassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
