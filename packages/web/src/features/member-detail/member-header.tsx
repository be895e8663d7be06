import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../lib/dates';
import { ContactGroupBadge } from '../../components/contact/contact-group-badge';
import { ContactIcons } from '../../components/contact/contact-icons';
import type { MemberDetail } from './member-api';

/** Who the record is, where it sits and who made it; the contact icons for a quick call. */
export function MemberHeader({ member: m }: { member: MemberDetail }) {
  const title = [m.salutation, m.fullname].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" align="center" style={{ minWidth: 0 }}>
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <ContactGroupBadge group={m.contact_group} size="md" />
          </Group>
          <ContactIcons contact={{ ...m, fullname: m.fullname }} size="lg" />
        </Group>
        <Text fz="sm" c="dimmed">
          ID {m.id}
          {m.source ? ` · ${m.source}` : ''}
          {m.locations.length > 0 ? ` · ${m.locations.join(' / ')}` : m.location ? ` · ${m.location}` : ''}
        </Text>
        <Text fz="xs" c="dimmed">
          Created {formatDateTime(m.created_at)}
          {m.created_by_name ? ` by ${m.created_by_name}` : ''} · Updated {formatDateTime(m.updated_at)}
          {m.updated_by_name ? ` by ${m.updated_by_name}` : ''}
          {m.assigned_to_name ? ` · Assigned to ${m.assigned_to_name}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
