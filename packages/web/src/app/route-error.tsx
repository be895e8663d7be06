import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../components/feedback/not-found';

/** A screen that failed to load or render. A failed chunk usually means a new version was deployed. */
export function ErrorScreen({ error }: { error: unknown }) {
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz="h2">
          {t('errors.somethingWentWrong')}
        </Title>
        <Text c="dimmed">{chunkFailed ? t('errors.newVersion') : t('errors.reloadPage')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button variant="default" component={Link} to="/home">
            {t('feedback.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** The route tree's error element (router.tsx). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen error={error} />;
}

/** The same screen where there is no data router to catch the error (the public form's page, public-form-app.tsx). */
export class ErrorScreenBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
