import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import { confirmHostReady } from './confirm-host';

export interface ConfirmOptions {
  message?: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** red confirm button for destructive actions (the default) */
  danger?: boolean;
}

export const DEFAULT_CONFIRM_MESSAGE = 'Do you really want to delete?';

/** Asks the user; resolves true on confirm, false on cancel or close. Needs a ConfirmHost (confirm-host.tsx) mounted. */
export async function confirm({
  message = DEFAULT_CONFIRM_MESSAGE,
  title = i18n.t('common:confirm.title'),
  confirmLabel = i18n.t('common:yes'),
  cancelLabel = i18n.t('common:no'),
  danger = true,
}: ConfirmOptions = {}): Promise<boolean> {
  await confirmHostReady();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      // the seeds' question ('Do you really want to delete?') is a catalogue message
      children: <Text>{translateMessage(message)}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      // onClose also fires after a confirm; the first resolve wins.
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
