import { Alert, Anchor, Box, Stack, Title } from '@mantine/core';
import { canWatchHelpVideo, findHelpVideo } from '@sampark/domain/help';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../lib/router';
import { NoAccess } from '../../components/feedback/no-access';
import { NotFound } from '../../components/feedback/not-found';
import { PleaseWait } from '../../components/feedback/please-wait';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { useAuth } from '../../lib/use-auth';
import { helpVideoUrl, useVideoAvailability } from './help-api';

function Problem({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

/** /help/{videofile}: one training video; role 5 may watch only the basic ones. */
export function HelpVideoPage() {
  const file = useParams().videofile ?? '';
  const auth = useAuth();
  const video = findHelpVideo(file);
  const allowed = auth !== null && canWatchHelpVideo(auth.user.role, file);
  const availability = useVideoAvailability(file, allowed);
  const [playFailed, setPlayFailed] = useState(false);
  const { t } = useTranslation('app');

  if (!auth) return null;
  if (!video) return <NotFound message={t('help.videoNotInstalled')} />;
  if (!allowed) return <NoAccess />;

  let body;
  if (availability.isPending) body = <PleaseWait />;
  else if (availability.data === 'not-installed') body = <Problem message={t('help.videoNotInstalled')} />;
  else if (availability.data !== 'available') body = <Problem message={translateMessage(SOMETHING_WENT_WRONG)} />;
  else if (playFailed) body = <Problem message={t('help.videoNotPlayed')} />;
  else
    body = (
      <video
        controls
        preload="metadata"
        src={helpVideoUrl(file, auth.token)}
        onError={() => setPlayFailed(true)}
        style={{ width: '100%', maxWidth: 960, borderRadius: 8, background: '#000' }}
        aria-label={t(`help.videos.${video.title}`, { defaultValue: video.title })}
      />
    );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/help" fz="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('help.backToHelp')}
      </Anchor>
      <Title order={1} fz="h2">
        {t(`help.videos.${video.title}`, { defaultValue: video.title })}
      </Title>
      <Box pos="relative" mih={availability.isPending ? 200 : undefined}>
        {body}
      </Box>
    </Stack>
  );
}
