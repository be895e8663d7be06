import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { REGISTRATION_BULK_STATUSES, type RegistrationBulkStatus } from '@sampark/domain/options/events';
import { REGISTRATION_LIST_MESSAGES } from '@sampark/domain/schemas/registrations-list';
import { type FormEvent, useState } from 'react';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { optionData, serverMessageText, useRegistrationsT } from './registration-i18n';
import { updateRegistrationStatus } from './registrations-list-api';

interface Props {
  eventId: number;
  ids: number[];
  opened: boolean;
  onClose: () => void;
  /** after a successful change, with the server's message */
  onDone: (message: string) => void;
}

interface Failure {
  message: string;
  lines: string[];
}

/** The server's message and its errors list, in the reader's language by the codes sent with them. */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError) || !error.serverMessage) return { message: translateMessage(SOMETHING_WENT_WRONG), lines: [] };
  const lines = Object.entries(error.errors ?? {}).flatMap(([field, texts]) => texts.map((text, i) => translateMessage(text, error.fieldCodes?.[field]?.[i])));
  return { message: serverMessageText(error, SOMETHING_WENT_WRONG), lines };
}

/**
 * Update Status (seed 002 §2 "Selection actions", §3 "Registration statuses for bulk update"):
 * one of Cancelled, Arrived, Attended, Not Attended for every selected registration. A failure
 * shows the server's message and its errors list (seed 002 §8), at the top of the dialog.
 */
export function RegistrationStatusDialog({ eventId, ids, opened, onClose, onDone }: Props) {
  const { t } = useRegistrationsT();
  const [status, setStatus] = useState<RegistrationBulkStatus | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [touched, setTouched] = useState(false);

  const close = () => {
    setStatus(null);
    setFailure(null);
    setTouched(false);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!status) return;
    setSaving(true);
    setFailure(null);
    try {
      const message = await updateRegistrationStatus(eventId, ids, status);
      close();
      onDone(message);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('statusDialog.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" title={failure.message}>
              {failure.lines.length > 0 && (
                <List size="sm">
                  {failure.lines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Text size="sm">{t('statusDialog.selected', { count: ids.length })}</Text>
          <Select
            label={t('statusDialog.status')}
            data={optionData(t, 'status', REGISTRATION_BULK_STATUSES)}
            value={status}
            onChange={(v) => setStatus(v as RegistrationBulkStatus | null)}
            error={touched && !status ? translateMessage(REGISTRATION_LIST_MESSAGES.statusRequired) : undefined}
            withAsterisk
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('statusDialog.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('statusDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
