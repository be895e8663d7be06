import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';

/** What a logged-in role sees on a screen it may not open (the 403 of the web app). */
export function NoAccess() {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={36} />
        </ThemeIcon>
        <Text fw={700} fz={40} c="red.9" aria-hidden>
          403
        </Text>
        <Title order={1} fz="h2">
          {t('feedback.noAccess')}
        </Title>
        <Text c="dimmed">{t('feedback.askAdministrator')}</Text>
        <Button component={Link} to="/home">
          {t('feedback.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
