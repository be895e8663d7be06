import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';

interface FormActionsProps {
  /** true on the add form: the submit button says Create, otherwise Update */
  adding: boolean;
  submitting: boolean;
  /** the list the form belongs to; Cancel leads back to it */
  listPath: string;
  /** given: the add form offers Reset Form instead of Cancel (seed 000 §2 "Add Profession") */
  onReset?: () => void;
}

/** The footer of the add and edit forms: Reset Form or Cancel, then Create or Update. */
export function FormActions({ adding, submitting, listPath, onReset }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      {adding && onReset ? (
        <Button variant="default" onClick={() => onReset()}>
          {t('form.resetForm')}
        </Button>
      ) : (
        <Button variant="default" component={Link} to={listPath}>
          {t('form.cancel')}
        </Button>
      )}
      <Button type="submit" loading={submitting}>
        {adding ? t('form.create') : t('form.update')}
      </Button>
    </Group>
  );
}
