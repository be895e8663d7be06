import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImportProgress } from './imports-api';

/**
 * Two bars while a file is checked or imported (issue 15): how much of the file the browser has
 * sent, and how far the server is with it, from the progress it writes to its imports row.
 */

/** The server's status of an upload, as progress.step.<status> in the `imports` catalogue. */
const STEPS = ['reading', 'checking', 'saving', 'checked', 'imported'];

export function ImportProgressBars({ upload, progressKey }: { upload: number; progressKey: string | null }) {
  const { t } = useTranslation('imports');
  const progress = useImportProgress(progressKey);
  const server = progress.data;
  const uploaded = Math.round(upload * 100);
  const processed = server?.progress ?? 0;
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Stack gap="sm">
        <div>
          <Text size="sm" mb={4}>
            {t('progress.uploading', { percent: uploaded })}
          </Text>
          <Progress value={uploaded} aria-label={t('progress.upload')} size="lg" />
        </div>
        <div>
          <Text size="sm" mb={4}>
            {server
              ? t(server.rows_read ? 'progress.stepRows' : 'progress.step', {
                  step: t(STEPS.includes(server.status) ? `progress.steps.${server.status}` : 'progress.processing'),
                  percent: processed,
                  count: server.rows_read,
                  rows: server.rows_read.toLocaleString('en-IN'),
                })
              : t('progress.waiting')}
          </Text>
          <Progress value={processed} aria-label={t('progress.processing')} size="lg" color="teal" />
        </div>
      </Stack>
    </Paper>
  );
}
