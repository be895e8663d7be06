import { Anchor, Button, Card, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { helpLinksFor, helpVideosFor } from '@sampark/domain/help';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { notifyError } from '../../components/feedback/notify';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/use-auth';
import { downloadHelpFile } from './help-api';

function UsefulLinks({ role }: { role: number }) {
  const links = helpLinksFor(role);
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useTranslation('app');
  if (links.length === 0) return null;

  const download = async (file: string) => {
    setBusy(file);
    try {
      await downloadHelpFile(file);
    } catch (error) {
      notifyError(error instanceof ApiError && error.status === 404 ? t('help.fileNotAvailable') : SOMETHING_WENT_WRONG);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="useful-links">
      <Title order={2} fz="h3" id="useful-links" mb="sm">
        {t('help.usefulLinks')}
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
              {t(`help.links.${link.title}`, { defaultValue: link.title })}
            </Button>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

function TrainingVideos({ role }: { role: number }) {
  const { t } = useTranslation('app');
  return (
    <Stack component="section" aria-labelledby="training-videos" gap="sm">
      <Title order={2} fz="h3" id="training-videos">
        {t('help.trainingVideos')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {helpVideosFor(role).map((video) => (
          <Card key={video.file} withBorder padding="md">
            <Anchor component={Link} to={`/help/${video.file}`} fw={600} underline="hover">
              <ThemeIcon variant="light" size="lg" radius="xl" mr="sm" aria-hidden style={{ verticalAlign: 'middle' }}>
                <IconPlayerPlay size={18} />
              </ThemeIcon>
              {t(`help.videos.${video.title}`, { defaultValue: video.title })}
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
  const { t } = useTranslation('app');
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('help.heading')}
      </Title>
      <UsefulLinks role={user.role} />
      <TrainingVideos role={user.role} />
    </Stack>
  );
}
