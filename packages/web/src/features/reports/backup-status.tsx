import { Text } from '@mantine/core';
import { canAccess } from '@sampark/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { latestBackupResponseSchema } from '@sampark/domain/schemas/health';
import { api } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/use-auth';
import { formatDateTime } from '../../lib/dates';


/** The newest scheduled backup's time, for admins (issue 28; docs/decisions/082-backups.md): one line under the title. */
export function BackupStatus() {
  const { t } = useTranslation('reports');
  const isAdmin = canAccess(useCurrentUser()?.role, 'admin');
  const status = useQuery({
    queryKey: ['backups', 'latest'],
    queryFn: async ({ signal }) => (await api.get('/api/backups/latest', { schema: latestBackupResponseSchema, signal })).data,
    enabled: isAdmin,
  });
  if (!isAdmin || !status.data) return null;
  const { scheduled, last_backup_at } = status.data;
  return (
    <Text size="sm" c={scheduled && last_backup_at ? 'dimmed' : 'red.9'} data-testid="backup-status">
      {last_backup_at ? t('dashboard.lastBackup', { time: formatDateTime(last_backup_at) }) : scheduled ? t('dashboard.noBackupYet') : t('dashboard.backupsOff')}
    </Text>
  );
}
