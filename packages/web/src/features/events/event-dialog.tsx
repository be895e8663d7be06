import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenMatches } from '../../hooks/use-screen-matches';

export interface EventDialogProps {
  opened: boolean;
  onClose(): void;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** The event screens' dialogs: centred, full screen on a phone. */
export function EventDialog({ opened, onClose, title, size = 'lg', children }: EventDialogProps) {
  const phone = useScreenMatches('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={phone === true} centered>
      {children}
    </Modal>
  );
}

export interface SubmitButtonsProps {
  /** the close button says Cancel (a form that discards) rather than Close */
  cancels?: boolean;
  onClose(): void;
  /** Submit waits for a valid form */
  disabled: boolean;
  loading: boolean;
}

/** A dialog form's buttons: close it, or submit it. */
export function SubmitButtons({ cancels = false, onClose, disabled, loading }: SubmitButtonsProps) {
  const { t } = useTranslation('events');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        {cancels ? t('dialog.cancel') : t('dialog.close')}
      </Button>
      <Button type="submit" disabled={disabled} loading={loading}>
        {t('dialog.submit')}
      </Button>
    </Group>
  );
}
