import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { gsheetRenewedResponseSchema } from '@sampark/domain/schemas/registration-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { api } from '../../lib/api-client';
import { EVENTS_KEY } from './events-api';
import { submitErrorText } from './server-messages';

/** The formula a Google Sheet's cell takes: IMPORTDATA reads the CSV and refreshes it by itself. */
export const importDataFormula = (url: string) => `=IMPORTDATA("${url}")`;

/**
 * Connect to Google Sheet, for roles 1-2 (seed 002 §2, issue 31): the event's secret CSV address,
 * the formula to paste into the sheet, and 'New address', after which the old one stops answering.
 */
export function GsheetAddress({ eventId, url }: { eventId: number; url: string | null | undefined }) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: () => api.post(`/api/events/${eventId}/gsheet/reset`, { schema: gsheetRenewedResponseSchema }),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', message: translateMessage(message) });
      await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
  if (!url) {
    return (
      <Text fz="sm" c="dimmed">
        {t('gsheet.saveFirst')}
      </Text>
    );
  }
  const formula = importDataFormula(url);
  return (
    <Stack gap="xs">
      <Text fz="sm">{t('gsheet.howTo')}</Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={t('gsheet.formula')} value={formula} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={formula}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('gsheet.copied') : t('gsheet.copy')}</Button>}</CopyButton>
      </Group>
      <Text fz="xs" c="dimmed">
        {t('gsheet.libreOffice')}
      </Text>
      <Group gap="xs">
        <Button variant="subtle" color="red" size="compact-sm" loading={renew.isPending} onClick={() => renew.mutate()}>
          {t('gsheet.newAddress')}
        </Button>
      </Group>
      {renew.isError && (
        <Alert color="red" role="alert">
          {submitErrorText(renew.error)}
        </Alert>
      )}
    </Stack>
  );
}
