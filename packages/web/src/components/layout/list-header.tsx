import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';

/**
 * A list screen's heading with its Add New button (the seeds' lists all have one): a link to the
 * create route, or an action when the form opens in place (users).
 */
export function ListHeader({ title, addTo, onAdd }: { title: string; addTo?: string; onAdd?: () => void }) {
  const icon = <IconPlus size={16} aria-hidden />;
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {addTo ? (
        <Button component={Link} to={addTo} leftSection={icon}>
          {t('form.addNew')}
        </Button>
      ) : (
        <Button leftSection={icon} onClick={onAdd}>
          {t('form.addNew')}
        </Button>
      )}
    </Group>
  );
}
