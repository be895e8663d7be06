import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** A screen a later issue builds: names the screen so the route is visibly wired. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconTools size={26} />
          </ThemeIcon>
          <Text fw={600}>{title}: coming soon</Text>
          <Text c="dimmed" fz="sm">
            This screen is being built.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
