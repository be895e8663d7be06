import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { ContactGroupBadge } from '../contact/contact-group-badge';
import { ContactIcons } from '../contact/contact-icons';
import type { MemberDetail } from './member-api';

/** Who the record is, where it sits and who made it; the contact icons for a quick call. */
export function MemberHeader({ member: m }: { member: MemberDetail }) {
  const { t } = useTranslation('members');
  const title = [m.salutation, m.fullname].filter(Boolean).join(' ');
  const created = formatDateTime(m.created_at);
  const updated = formatDateTime(m.updated_at);
  const made = [
    m.created_by_name ? t('header.createdBy', { at: created, name: m.created_by_name }) : t('header.created', { at: created }),
    m.updated_by_name ? t('header.updatedBy', { at: updated, name: m.updated_by_name }) : t('header.updated', { at: updated }),
    ...(m.assigned_to_name ? [t('header.assignedTo', { name: m.assigned_to_name })] : []),
  ];
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
          {t('header.id', { id: m.id })}
          {m.source ? ` · ${m.source}` : ''}
          {m.locations.length > 0 ? ` · ${m.locations.join(' / ')}` : m.location ? ` · ${m.location}` : ''}
        </Text>
        <Text fz="xs" c="dimmed">
          {made.join(' · ')}
        </Text>
      </Stack>
    </Paper>
  );
}
