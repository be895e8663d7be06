import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { FollowupInput } from '@sampark/domain/schemas/followups';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates';
import type { QueuedFollowup } from '../../../offline/offline-store';
import { useContactGroupLabel } from '../contact/contact-group-badge';
import { PendingFollowups } from '../../followups';
import type { Contact } from './my-contacts-api';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Stack gap={0} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || '-'}
      </Text>
    </Stack>
  );
}

/**
 * The expandable details card of seed 000 §2 "My Contacts screen"; in the desktop table it also
 * lists the contact's followups waiting on the phone (the phone's card shows them above).
 */
export function ContactDetails({ contact: c, queued }: { contact: Contact; queued?: QueuedFollowup<FollowupInput>[] }) {
  const { t } = useTranslation('contacts');
  const groupLabel = useContactGroupLabel();
  const pending = queued?.filter((f) => f.member_id === c.id && !f.refused) ?? [];
  return (
    // kept narrow: in the wide table the row scrolls, the card should stay in view
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" p="xs" maw={860}>
      {pending.length > 0 && (
        <div style={{ gridColumn: '1 / -1' }}>
          <PendingFollowups items={pending} />
        </div>
      )}
      <Item label={t('columns.id')}>{c.id}</Item>
      <Item label={t('detail.type')}>{c.type ?? (c.source ? c.source.charAt(0) : '')}</Item>
      <Item label={t('detail.source')}>{c.source}</Item>
      <Item label={t('columns.createdOn')}>{formatDateTime(c.created_at)}</Item>
      <Item label={t('detail.updatedOn')}>{formatDateTime(c.updated_at)}</Item>
      <Item label={t('columns.contactGroup')}>{groupLabel(c.contact_group)}</Item>
      <Item label={t('detail.status')}>{c.last_contact_status}</Item>
      <Item label={t('detail.response')}>{c.last_contact_response}</Item>
      <Item label={t('detail.lastParticipation')}>{c.last_participation_status}</Item>
      <Item label={t('detail.lastContacted')}>{formatDate(c.lcd)}</Item>
      <Item label={t('detail.briefIntro')} wide>
        {c.brief_intro}
      </Item>
      <Item label={t('detail.participation')} wide>
        {c.participation}
      </Item>
    </SimpleGrid>
  );
}
