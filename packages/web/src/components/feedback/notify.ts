import { notifications } from '@mantine/notifications';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';

/**
 * Success messages are the seeds' words, e.g. 'Password Updated Successfully'. Both kinds are
 * shown in the user's language when the message is in the catalogue (issue 18).
 */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: i18n.t('common:notify.success'), message: translateMessage(message), autoClose: 4000 });
}

/** Errors stay until read for longer than successes. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: i18n.t('common:notify.error'), message: translateMessage(message), autoClose: 8000 });
}
