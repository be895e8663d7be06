import { Button, type ButtonProps, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { ApiError, type DownloadProgress } from '../../lib/api-client';
import { notifyError } from '../feedback/notify';
import { submitErrorMessage } from '../form/server-errors';

/** Issue 17: an export of more rows than this shows its progress while the file streams in. */
export const PROGRESS_ABOVE_ROWS = 10_000;

const KB = 1024;
export function bytesText(n: number): string {
  if (n < KB * KB) return `${Math.round(n / KB).toLocaleString('en-IN')} KB`;
  return `${(n / (KB * KB)).toFixed(1)} MB`;
}

/**
 * What has arrived: with the size known (Content-Length) a determinate bar; a streamed export
 * has no size, so the bar moves and the text says the bytes received and the rows on their way.
 */
export function progressText(progress: DownloadProgress, rows: number, atLeast = false): string {
  const rowsText = i18n.t(atLeast ? 'table:export.rowsAtLeast' : 'table:export.rows', { rows: rows.toLocaleString('en-IN') });
  const received = bytesText(progress.received);
  if (progress.total) return i18n.t('table:export.ofTotal', { received, total: bytesText(progress.total), rows: rowsText });
  return i18n.t('table:export.received', { received, rows: rowsText });
}

function ExportProgress({ progress, rows, atLeast }: { progress: DownloadProgress; rows: number; atLeast: boolean }) {
  const percent = progress.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : undefined;
  const { t } = useTranslation('table');
  const text = progressText(progress, rows, atLeast);
  return (
    <Stack gap={2} role="progressbar" aria-label={t('export.progress')} aria-valuetext={text} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} miw={180}>
      <Progress.Root size="sm" aria-hidden>
        <Progress.Section value={percent ?? 100} striped={percent === undefined} animated={percent === undefined} />
      </Progress.Root>
      <Text size="xs" c="dimmed" aria-hidden>
        {text}
      </Text>
    </Stack>
  );
}

export interface ExportButtonProps extends Omit<ButtonProps, 'loading' | 'children'> {
  /** Starts the download (api.download), passing its progress on. */
  run: (onProgress: (progress: DownloadProgress) => void) => Promise<unknown>;
  /** The rows the file will hold, as the screen counts them; above PROGRESS_ABOVE_ROWS the progress shows. */
  rows?: number;
  /** `rows` is a lower bound (a capped count). */
  rowsAtLeast?: boolean;
  children?: ReactNode;
  icon?: ReactNode;
}

/** Every export button of the reports and the members list: loading state, progress and the error message. */
export function ExportButton({ run, rows, rowsAtLeast = false, children, icon, ...button }: ExportButtonProps) {
  const { t } = useTranslation('table');
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const large = rows !== undefined && rows > PROGRESS_ABOVE_ROWS;
  const start = async () => {
    setExporting(true);
    setProgress(large ? { received: 0 } : null);
    try {
      await run(large ? setProgress : () => undefined);
    } catch (error) {
      notifyError(error instanceof ApiError && error.serverMessage ? error.serverMessage : submitErrorMessage(error));
    } finally {
      setExporting(false);
      setProgress(null);
    }
  };
  return (
    <Stack gap={4} align="stretch">
      <Button size="xs" variant="default" leftSection={icon ?? <IconFileSpreadsheet size={16} aria-hidden />} {...button} loading={exporting} onClick={() => void start()}>
        {children ?? t('export.button')}
      </Button>
      {progress && rows !== undefined && <ExportProgress progress={progress} rows={rows} atLeast={rowsAtLeast} />}
    </Stack>
  );
}
