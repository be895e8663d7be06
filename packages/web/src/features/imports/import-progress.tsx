import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useImportProgress } from './imports-api';

/**
 * Two bars while a file is checked or imported (issue 15): how much of the file the browser has
 * sent, and how far the server is with it, from the progress it writes to its imports row.
 */

const STEP: Record<string, string> = {
  reading: 'Reading and checking rows',
  checking: 'Looking up mobile numbers',
  saving: 'Saving',
  checked: 'Done',
  imported: 'Done',
};

export function ImportProgressBars({ upload, progressKey }: { upload: number; progressKey: string | null }) {
  const progress = useImportProgress(progressKey);
  const server = progress.data;
  const uploaded = Math.round(upload * 100);
  const processed = server?.progress ?? 0;
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Stack gap="sm">
        <div>
          <Text size="sm" mb={4}>
            Uploading the file: {uploaded}%
          </Text>
          <Progress value={uploaded} aria-label="Upload" size="lg" />
        </div>
        <div>
          <Text size="sm" mb={4}>
            {server ? `${STEP[server.status] ?? 'Processing'}: ${processed}%${server.rows_read ? ` (${server.rows_read.toLocaleString('en-IN')} rows)` : ''}` : 'Waiting for the server'}
          </Text>
          <Progress value={processed} aria-label="Processing" size="lg" color="teal" />
        </div>
      </Stack>
    </Paper>
  );
}
