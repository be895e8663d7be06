import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates';
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

/** The expandable details card of seed 000 §2 "My Contacts screen". */
export function ContactDetails({ contact: c }: { contact: Contact }) {
  return (
    // kept narrow: in the wide table the row scrolls, the card should stay in view
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" p="xs" maw={860}>
      <Item label="ID">{c.id}</Item>
      <Item label="Type">{c.type ?? (c.source ? c.source.charAt(0) : '')}</Item>
      <Item label="Source">{c.source}</Item>
      <Item label="Created On">{formatDateTime(c.created_at)}</Item>
      <Item label="Updated On">{formatDateTime(c.updated_at)}</Item>
      <Item label="Contact Group">{c.contact_group}</Item>
      <Item label="Status">{c.last_contact_status}</Item>
      <Item label="Response">{c.last_contact_response}</Item>
      <Item label="Last Participation Status">{c.last_participation_status}</Item>
      <Item label="Last Contacted Date">{formatDate(c.lcd)}</Item>
      <Item label="Brief Introduction" wide>
        {c.brief_intro}
      </Item>
      <Item label="Participation" wide>
        {c.participation}
      </Item>
    </SimpleGrid>
  );
}
