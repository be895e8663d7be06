import { Alert, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LoginInput, loginSchema } from '@sampark/domain/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { LanguageSwitch } from '../../i18n/language-switch';
import { translateMessage } from '../../i18n/messages';
import { saveAuth } from '../../lib/auth';
import { adoptServerLanguage, chooseLanguage } from '../../lib/language';
import { markSessionVerified } from '../../lib/session';
import { login, loginErrorMessage } from './login-api';
import { usePrerenderedLogin } from './use-prerendered-login';

/** /login, visitors only (seed 002 §2 "Login"; docs/api-conventions.md#login). */
export function LoginPage() {
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);
  usePrerenderedLogin(formRef, form.setValues);

  const submit = async (values: LoginInput) => {
    setFormError(null);
    form.setSubmitting(true);
    // every role's next screen needs the shell's chunk (with My Contacts): fetched while the server
    // checks the password, not after (issue 18, docs/decisions/053-phone-chunks.md)
    import('../../app/shell/app-shell-layout').catch(() => undefined);
    try {
      const result = await login(values);
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      markSessionVerified(queryClient, result.token, result.user);
      // the user's language from the server, before the first screen (lib/language.ts)
      await adoptServerLanguage(result.user.language);
      const { id, name, role } = result.user;
      saveAuth({ token: result.token, expires_at: result.expires_at, user: { id, name, role } });
      navigate('/home', { replace: true });
    } catch (error) {
      if (!applyServerErrors(form, error)) setFormError(translateMessage(loginErrorMessage(error)));
      form.setSubmitting(false);
    }
  };

  return (
    <Box component="main" mih="100vh" bg="gray.1">
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          {/* post: were its script ever missing (login.html, prerendered-login.ts), the browser's own
              submit must not put the password in the address */}
          <form ref={formRef} method="post" onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div>
                  <Title order={1} c="blue.8">
                    {t('common:appName')}
                  </Title>
                  <Title order={2} fz="h3" fw={600} mt={4}>
                    {t('login.heading')}
                  </Title>
                </div>
                <LanguageSwitch onChoose={(language) => void chooseLanguage(language)} />
              </Group>
              {formError && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                  {formError}
                </Alert>
              )}
              <TextInput
                label={t('login.emailOrMobile')}
                name="email"
                autoComplete="username"
                inputMode="email"
                required
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label={t('login.password')}
                name="password"
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth loading={form.submitting}>
                {t('login.submit')}
              </Button>
              <Text ta="center" fz="xs" c="dimmed">
                ©2020-23
              </Text>
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}
