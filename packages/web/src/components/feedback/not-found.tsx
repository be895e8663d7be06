import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound({ message = 'Page not found' }: { message?: string }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={700} fz={40} c="gray.7" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {message}
        </Title>
        <Button component={Link} to="/home">
          Go to Home
        </Button>
      </Stack>
    </Center>
  );
}
