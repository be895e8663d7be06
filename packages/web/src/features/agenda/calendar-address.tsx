import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarAddressAnswer, CalendarRenewedAnswer } from '@sampark/domain/schemas/agenda';
import { translateMessage } from '../../i18n/messages';
import { api } from '../../lib/api-client';
import classes from './agenda-panel.module.css';

const CALENDAR_KEY = ['calendar-address'] as const;

/** webcal:// makes a phone offer to subscribe to the feed instead of downloading it once. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The calendar feed of the user's meetings (issue 31, docs/decisions/090-calendar-feed.md): asked
 * for only when the user opens it; 'New address' stops the old one.
 */
export function CalendarAddress() {
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState(false);
  if (open) return <CalendarPanel />;
  // a plain button: a sevak's home draws no Mantine component before the first tap (decision 101)
  return (
    <button type="button" className={`${classes.subtleButton} mantine-focus-auto mantine-active`} onClick={() => setOpen(true)}>
      {t('agenda.calendar.open')}
    </button>
  );
}

/** The opened feed: its address asked for now, to subscribe to, copy or replace. */
function CalendarPanel() {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  // its two answers are checked by the server (agenda.ts's schemas), not on the phone: decision 115
  const address = useQuery({ queryKey: CALENDAR_KEY, queryFn: ({ signal }) => api.getUnchecked<CalendarAddressAnswer>('/api/user/calendar', { signal }) });
  const renew = useMutation({
    mutationFn: () => api.postUnchecked<CalendarRenewedAnswer>('/api/user/calendar/reset'),
    onSuccess: (answer) => {
      queryClient.setQueryData(CALENDAR_KEY, answer);
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
    },
  });
  const url = address.data?.data.url;
  return (
    <Stack gap={6}>
      <Text fz="sm">{t('agenda.calendar.howTo')}</Text>
      {url && (
        <>
          <TextInput aria-label={t('agenda.calendar.address')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Group gap="xs">
            <Button component="a" href={webcal(url)} size="compact-sm">
              {t('agenda.calendar.subscribe')}
            </Button>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" size="compact-sm" onClick={copy}>
                  {copied ? t('agenda.calendar.copied') : t('agenda.calendar.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="subtle" color="red" size="compact-sm" loading={renew.isPending} onClick={() => renew.mutate()}>
              {t('agenda.calendar.newAddress')}
            </Button>
          </Group>
        </>
      )}
      {address.isError && (
        <Text fz="sm" c="red" role="alert">
          {t('fetchFailed')}
        </Text>
      )}
      {!url && !address.isError && (
        <Text fz="sm" c="dimmed">
          {t('loading')}
        </Text>
      )}
    </Stack>
  );
}
