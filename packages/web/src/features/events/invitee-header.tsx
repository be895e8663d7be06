import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import type { EventRow } from './events-api';

interface InviteeHeaderProps {
  eventId: number;
  title: string;
  event: EventRow | undefined;
  /** memberCountText of the list's page */
  count: string | undefined;
}

/**
 * The heading of the invitees, status-list and older approval screens: the screen, the event (a
 * link to its details), the number of members listed, and the event's other screens.
 */
export function InviteeHeader({ eventId, title, event, count }: InviteeHeaderProps) {
  const { t } = useTranslation('events');
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2}>
        <Group gap="sm" align="center">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {count !== undefined && (
            <Badge size="lg" variant="light" tt="none">
              {count}
            </Badge>
          )}
        </Group>
        {event && (
          <Anchor component={Link} to={`/event/${eventId}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Anchor>
        )}
      </Stack>
      <Group gap="xs">
        <Button component={Link} to={`/event/${eventId}`} variant="light">
          {t('title.details')}
        </Button>
        <Button component={Link} to={`/event/${eventId}/addmembers`} variant="light" color="grape">
          {t('nav.addMembers')}
        </Button>
        <Button component={Link} to={`/event/${eventId}/postapproval`} variant="light" color="teal">
          {t('nav.postApproval')}
        </Button>
      </Group>
    </Group>
  );
}
