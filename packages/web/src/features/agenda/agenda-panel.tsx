import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowupDialog } from '../followups';
import { formatDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-auth';
import { CalendarAddress } from './calendar-address';
import { type DueContact, type Meeting, useMyAgenda } from './agenda-api';

interface Person {
  member_id: number;
  fullname: string;
}

/**
 * One line of the agenda: a tap anywhere on it opens the followup dialog (44 px, one thumb). Its
 * name is what it shows, after a word only a screen reader hears (WCAG 2.5.3, label in name).
 */
function AgendaItem({ person, detail, badge, onOpen }: { person: Person; detail: string; badge?: ReactNode; onOpen: (p: Person) => void }) {
  const { t } = useTranslation('contacts');
  return (
    <li style={{ listStyle: 'none' }}>
      <UnstyledButton onClick={() => onOpen(person)} mih={44} w="100%" py={4}>
        <VisuallyHidden>{t('agenda.followup')} </VisuallyHidden>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {person.fullname}
            </Text>
            <Text fz="xs" c="dimmed">
              {detail}
            </Text>
          </Stack>
          {badge}
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** Lines shown before 'Show all': the phone's first screen keeps room for My Contacts' first cards. */
const FIRST_LINES = 3;

function AgendaList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const { t } = useTranslation('contacts');
  const [all, setAll] = useState(false);
  const shown = all ? children : children.slice(0, FIRST_LINES);
  return (
    <Stack gap={2}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children.length ? (
        <ul aria-label={title} style={{ margin: 0, padding: 0 }}>
          {shown}
        </ul>
      ) : (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {children.length > shown.length && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
          {t('agenda.showAll', { count: children.length })}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A sevak's agenda above My Contacts (issue 31, docs/decisions/088-my-agenda.md): meetings (a
 * missed one first) and contacts waiting too long. Offline it shows the phone's copy.
 */
export function AgendaPanel() {
  const { t } = useTranslation('contacts');
  const user = useCurrentUser();
  const { copy } = useMyAgenda(user?.id);
  const [open, setOpen] = useState<Person | null>(null);
  if (!copy) return null;
  const meetingBadge = (m: Meeting) =>
    m.overdue ? (
      <Badge color="red" variant="light" tt="none">
        {t('agenda.overdue')}
      </Badge>
    ) : m.later_followup ? (
      <Badge color="green" variant="light" tt="none">
        {t('agenda.followedUp')}
      </Badge>
    ) : undefined;
  const meetingDetail = (m: Meeting) => t('agenda.meetingAt', { date: formatDate(m.meeting_date), time: m.meeting_time });
  const dueDetail = (d: DueContact) => t('agenda.waiting', { count: d.pending_days });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('agenda.title')}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('agenda.title')}
        </Title>
        <AgendaList title={t('agenda.meetings')} empty={t('agenda.noMeetings')}>
          {copy.agenda.meetings.map((m) => (
            <AgendaItem key={m.followup_id} person={m} detail={meetingDetail(m)} badge={meetingBadge(m)} onOpen={setOpen} />
          ))}
        </AgendaList>
        <AgendaList title={t('agenda.due')} empty={t('agenda.noDue')}>
          {copy.agenda.due.map((d) => (
            <AgendaItem key={d.member_id} person={d} detail={dueDetail(d)} onOpen={setOpen} />
          ))}
        </AgendaList>
        <CalendarAddress />
      </Stack>
      {open && <FollowupDialog memberId={open.member_id} memberName={open.fullname} opened onClose={() => setOpen(null)} />}
    </Paper>
  );
}
