import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/router';

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

/**
 * Shows the error screen in place of `children` when they fail to load or render (a screen, the
 * layout), until `resetKey` (the address) changes. Reset in place, not by a React key: a key would
 * mount the layout and the screen afresh at every navigation.
 */
export class ErrorScreenBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
