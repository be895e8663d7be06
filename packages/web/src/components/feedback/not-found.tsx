import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';

export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} fz={40} c="gray.7" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {message ?? t('feedback.pageNotFound')}
        </Title>
        <Button component={Link} to="/home">
          {t('feedback.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
