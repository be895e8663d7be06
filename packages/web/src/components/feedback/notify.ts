import { notifications } from '@mantine/notifications';

/** Success messages are the seeds' words, e.g. 'Password Updated Successfully'. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Success', message, autoClose: 4000 });
}

/** Errors stay until read for longer than successes. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 8000 });
}
