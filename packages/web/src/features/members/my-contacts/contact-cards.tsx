import { Anchor, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FollowupInput } from '@sampark/domain/schemas/followups';
import { IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import type { QueuedFollowup } from '../../../offline/offline-store';
import { ContactDetails } from './contact-details';
import { ContactGroupBadge } from '../contact/contact-group-badge';
import { ContactIcons } from '../contact/contact-icons';
import { PendingFollowups } from '../../followups';
import type { Contact } from './my-contacts-api';

type Queued = QueuedFollowup<FollowupInput>;

interface CardProps {
  contact: Contact;
  /** this contact's followups queued on the phone */
  queued: Queued[];
  onFollowup: (contact: Contact) => void;
}

/**
 * Marks each card's name for the Element Timing API: the phone bench (bench/src/phone) reads when
 * the first card was painted. The app passes the attribute on; React's types do not know it.
 */
const PAINT_TIMING: Record<string, string> = { elementtiming: 'contact-card' };

const place = (c: Contact) => [c.city, c.location].filter(Boolean).join(', ');

/** One contact on a phone: one tap to call, WhatsApp or log a followup; details fold out. */
function ContactCard({ contact: c, queued, onFollowup }: CardProps) {
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={c.fullname}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor {...PAINT_TIMING} component={Link} to={`/member/${c.id}/view?followup=1`} fw={700} style={{ overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {c.fullname}
            </Anchor>
            <Text fz="xs" c="dimmed">
              #{c.id}
              {c.source ? ` · ${c.source}` : ''}
              {` · ${formatDate(c.created_at)}`}
            </Text>
          </Stack>
          <ContactGroupBadge group={c.contact_group} />
        </Group>
        {(place(c) || c.profession || c.category) && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {[place(c), c.profession, c.category].filter(Boolean).join(' · ')}
          </Text>
        )}
        {c.mobile_number && (
          <Text fz="sm" c="dimmed">
            {c.mobile_number}
            {c.whatsapp && c.whatsapp !== c.mobile_number ? ` · ${t('whatsappNumber', { number: c.whatsapp })}` : ''}
          </Text>
        )}
        <PendingFollowups items={queued} />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ContactIcons contact={c} size="touch" />
          <Button h={44} px="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onFollowup(c)} aria-label={t('followupFor', { name: c.fullname })}>
            {t('followup')}
          </Button>
        </Group>
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} mih={44}>
          <Group gap={4}>
            {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            <Text fz="sm" c="blue.8">
              {open ? t('hideDetails') : t('details')}
            </Text>
          </Group>
        </UnstyledButton>
        {/* mounted when asked for: a page of closed cards renders none of its ~30 parts (issue 32) */}
        <Collapse expanded={open}>{open && <ContactDetails contact={c} />}</Collapse>
      </Stack>
    </Paper>
  );
}

export function ContactCards({ contacts, queued, onFollowup }: { contacts: Contact[]; queued: Queued[]; onFollowup: CardProps['onFollowup'] }) {
  return (
    <Stack gap="sm">
      {contacts.map((c) => (
        <ContactCard key={c.id} contact={c} queued={queued.filter((f) => f.member_id === c.id)} onFollowup={onFollowup} />
      ))}
    </Stack>
  );
}
