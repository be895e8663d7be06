import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LoginInput, loginSchema } from '@sampark/domain/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { saveAuth } from '../../lib/auth';
import { markSessionVerified } from '../../lib/session';
import { login, loginErrorMessage } from './login-api';

/** /login, visitors only (seed 002 §2 "Login"; CONTRACT.md "Login"). */
export function LoginPage() {
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (values: LoginInput) => {
    setFormError(null);
    form.setSubmitting(true);
    try {
      const result = await login(values);
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      markSessionVerified(queryClient, result.token, result.user);
      saveAuth({ token: result.token, expires_at: result.expires_at, user: result.user });
      navigate('/home', { replace: true });
    } catch (error) {
      if (!applyServerErrors(form, error)) setFormError(loginErrorMessage(error));
      form.setSubmitting(false);
    }
  };

  return (
    <Box component="main" mih="100vh" bg="gray.1">
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="md">
              <div>
                <Title order={1} c="blue.8">
                  Sampark
                </Title>
                <Title order={2} fz="h3" fw={600} mt={4}>
                  Login
                </Title>
              </div>
              {formError && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                  {formError}
                </Alert>
              )}
              <TextInput
                label="Email or Mobile Number"
                autoComplete="username"
                inputMode="email"
                required
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth loading={form.submitting}>
                Login
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
