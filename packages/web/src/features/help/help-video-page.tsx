import { Alert, Anchor, Box, Stack, Title } from '@mantine/core';
import { canWatchHelpVideo, findHelpVideo } from '@sampark/domain/help';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { NoAccess } from '../../components/feedback/no-access';
import { NotFound } from '../../components/feedback/not-found';
import { PleaseWait } from '../../components/feedback/please-wait';
import { useAuth } from '../../lib/use-auth';
import { VIDEO_NOT_INSTALLED, helpVideoUrl, useVideoAvailability } from './help-api';

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

  if (!auth) return null;
  if (!video) return <NotFound message={VIDEO_NOT_INSTALLED} />;
  if (!allowed) return <NoAccess />;

  let body;
  if (availability.isPending) body = <PleaseWait />;
  else if (availability.data === 'not-installed') body = <Problem message={VIDEO_NOT_INSTALLED} />;
  else if (availability.data !== 'available') body = <Problem message="Something went wrong" />;
  else if (playFailed) body = <Problem message="This video could not be played" />;
  else
    body = (
      <video
        controls
        preload="metadata"
        src={helpVideoUrl(file, auth.token)}
        onError={() => setPlayFailed(true)}
        style={{ width: '100%', maxWidth: 960, borderRadius: 8, background: '#000' }}
        aria-label={video.title}
      />
    );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/help" fz="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to Help
      </Anchor>
      <Title order={1} fz="h2">
        {video.title}
      </Title>
      <Box pos="relative" mih={availability.isPending ? 200 : undefined}>
        {body}
      </Box>
    </Stack>
  );
}
