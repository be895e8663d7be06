import { Anchor, Button, Card, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { helpLinksFor, helpVideosFor } from '@sampark/domain/help';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyError } from '../../components/feedback/notify';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/use-auth';
import { downloadHelpFile } from './help-api';

function UsefulLinks({ role }: { role: number }) {
  const links = helpLinksFor(role);
  const [busy, setBusy] = useState<string | null>(null);
  if (links.length === 0) return null;

  const download = async (file: string) => {
    setBusy(file);
    try {
      await downloadHelpFile(file);
    } catch (error) {
      notifyError(error instanceof ApiError && error.status === 404 ? 'This file is not available' : 'Something went wrong');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="useful-links">
      <Title order={2} fz="h3" id="useful-links" mb="sm">
        Useful Links
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {links.map((link) => (
          <List.Item key={link.file}>
            <Button
              variant="subtle"
              px={0}
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={busy === link.file}
              onClick={() => download(link.file)}
            >
              {link.title}
            </Button>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

function TrainingVideos({ role }: { role: number }) {
  return (
    <Stack component="section" aria-labelledby="training-videos" gap="sm">
      <Title order={2} fz="h3" id="training-videos">
        Training Videos
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {helpVideosFor(role).map((video) => (
          <Card key={video.file} withBorder padding="md">
            <Anchor component={Link} to={`/help/${video.file}`} fw={600} underline="hover">
              <ThemeIcon variant="light" size="lg" radius="xl" mr="sm" aria-hidden style={{ verticalAlign: 'middle' }}>
                <IconPlayerPlay size={18} />
              </ThemeIcon>
              {video.title}
            </Anchor>
            <Text fz="sm" c="dimmed" mt={6} style={{ overflowWrap: 'anywhere' }}>
              {video.file}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /help (seed 002 §2 "Help page"): useful links for roles other than 5, the role's videos. */
export function HelpPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Help
      </Title>
      <UsefulLinks role={user.role} />
      <TrainingVideos role={user.role} />
    </Stack>
  );
}
