import { Alert, Anchor, Badge, Button, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { clockOf } from '@sampark/domain/events/checkin-rules';
import { IconSearch, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from '../../lib/router';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { translateMessage } from '../../i18n/messages';
import { useCurrentUser } from '../../lib/use-auth';
import { searchRegistrants, type Registrant } from './checkin-local';
import { shownOption, useRegistrationsT } from './registration-i18n';
import { CheckinScanner } from './checkin-scanner';
import { type Notice, useCheckin } from './checkin-state';

const NOTICE_COLOR = { success: 'green', warning: 'yellow', error: 'red' } as const;

function Counts({ registered, arrived }: { registered: number; arrived: number }) {
  const { t } = useRegistrationsT();
  return (
    <SimpleGrid cols={2} spacing="xs">
      {[
        [t('checkin.registered'), registered],
        [t('checkin.arrived'), arrived],
      ].map(([label, n]) => (
        <Paper key={label} withBorder p="xs" radius="md" ta="center">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={28} fw={700} aria-label={`${label}: ${n}`}>
            {n}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function NetworkState({ online, queued }: { online: boolean; queued: number }) {
  const { t } = useRegistrationsT();
  return (
    <Group gap="xs">
      <Badge color={online ? 'teal' : 'orange'} leftSection={online ? <IconWifi size={12} aria-hidden /> : <IconWifiOff size={12} aria-hidden />} tt="none">
        {online ? t('checkin.online') : t('checkin.offline')}
      </Badge>
      {queued > 0 && (
        <Badge color="orange" variant="light" tt="none">
          {t('checkin.waiting', { count: queued })}
        </Badge>
      )}
    </Group>
  );
}

function NoticeBox({ notice }: { notice: Notice }) {
  return (
    <Alert color={NOTICE_COLOR[notice.tone]} title={notice.name} role="status" aria-live="polite">
      {translateMessage(notice.message)}
    </Alert>
  );
}

function RegistrantRow({ r, onArrived }: { r: Registrant; onArrived: () => void }) {
  const { t } = useRegistrationsT();
  return (
    <Card withBorder padding="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {r.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[shownOption(t, 'attendeeType', r.type), r.mobile].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {r.status === 'Cancelled' ? (
          <Badge color="gray" tt="none">
            {t('checkin.cancelled')}
          </Badge>
        ) : r.at ? (
          <Badge color="teal" variant="light" tt="none">
            {t('checkin.inAt', { time: clockOf(r.at) })}
          </Badge>
        ) : (
          <Button size="sm" color="teal" onClick={onArrived} aria-label={t('checkin.arrivedName', { name: r.name })}>
            {t('checkin.arrivedButton')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * /event/{event}/checkin (issue 16 "a pass and a door"), for a phone at the venue: scan a pass or
 * search by name or mobile, one tap marks Arrived, a second check-in warns with its time and user,
 * live counts; it keeps working when the network drops (docs/decisions/039-offline-checkin.md).
 */
export function CheckinPage() {
  const eventId = Number(useParams().id);
  const { t } = useRegistrationsT();
  const me = useCurrentUser()?.name ?? '';
  const c = useCheckin(eventId, me);
  const [term, setTerm] = useState('');
  const deferred = useDeferredValue(term);
  const found = useMemo(() => searchRegistrants(c.registrants, deferred), [c.registrants, deferred]);

  return (
    <Stack gap="sm" maw={560} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {t('title.checkin')}
          </Title>
          {c.event && (
            <Anchor component={Link} to={`/event/${eventId}/registrations`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {c.event.name}
            </Anchor>
          )}
        </Stack>
        <NetworkState online={c.online} queued={c.queued} />
      </Group>
      {c.state === 'failed' && <FetchFailed />}
      {c.state === 'loading' && <Loader size="sm" role="status" aria-label={t('checkin.loading')} />}
      <Counts {...c.counts} />
      <CheckinScanner onCode={(code) => void c.checkIn({ code }, 'scan')} onProblem={c.problem} />
      {c.notice && <NoticeBox notice={c.notice} />}
      <TextInput
        label={t('checkin.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      <Stack gap="xs" role="group" aria-label={t('checkin.found')}>
        {found.map((r) => (
          <RegistrantRow key={r.id} r={r} onArrived={() => void c.checkIn({ registration_id: r.id }, 'search')} />
        ))}
        {deferred.trim().length >= 2 && found.length === 0 && (
          <Text c="dimmed" ta="center" size="sm">
            {t('checkin.noMatch')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
