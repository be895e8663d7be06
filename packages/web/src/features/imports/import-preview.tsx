import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ImportCheck, type ImportDone, type ImportKind, IMPORT_REFUSALS_LISTED, type Refusal } from '@sampark/domain/schemas/imports';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { notifyError } from '../../components/feedback/notify';
import { downloadRefused } from './imports-api';

/**
 * What a dry run found (the preview) and what an import did: the counts, the refused rows with
 * their row number, column and message (the first 1,000; the download holds them all), and the
 * unknown columns the import ignores.
 */

type RefusalRow = Refusal & { key: string };

const columnsOf = (t: TFunction<'imports'>): DataTableColumn<RefusalRow>[] => [
  { id: 'row', header: t('refused.row'), accessor: 'row', sortable: true },
  { id: 'column', header: t('refused.column'), accessor: 'column', sortable: true },
  // a message wraps, but not word by word on a phone
  { id: 'message', header: t('refused.message'), accessor: 'message', cell: (r) => <Text size="sm" miw={220}>{r.message}</Text> },
];

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color}>
        {value.toLocaleString('en-IN')}
      </Text>
    </Paper>
  );
}

function Refused({ importId, refused }: { importId: number; refused: Refusal[] }) {
  const { t } = useTranslation('imports');
  const columns = useMemo(() => columnsOf(t), [t]);
  const download = () => downloadRefused(importId).catch(() => notifyError(t('refused.downloadFailed')));
  const data = refused.map((r, i) => ({ ...r, key: `${r.row}-${i}` }));
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h4">
          {t('refused.title')}
        </Title>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('refused.download')}
        </Button>
      </Group>
      {refused.length >= IMPORT_REFUSALS_LISTED && (
        <Text size="sm" c="dimmed">
          {t('refused.firstListed', { count: refused.length, shown: refused.length.toLocaleString('en-IN') })}
        </Text>
      )}
      <DataTable mode="client" label={t('refused.title')} rows={data} columns={columns} getRowId={(r) => r.key} pageSizeOptions={[10, 50, 100]} withSearch={false} />
    </Stack>
  );
}

export function ImportPreview({ kind, check, busy, onImport, onCancel }: { kind: ImportKind; check: ImportCheck; busy: boolean; onImport(): void; onCancel(): void }) {
  const { t } = useTranslation('imports');
  const valid = check.create + check.update + check.skip;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('preview.title', { count: check.rows, rows: check.rows.toLocaleString('en-IN') })}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: kind === 'members' ? 4 : 3 }}>
          <Count label={t('preview.toCreate')} value={check.create} color="green" />
          <Count label={t('preview.toUpdate')} value={check.update} color="blue" />
          {kind === 'members' && <Count label={t('preview.toSkip')} value={check.skip} />}
          <Count label={t('counts.refused')} value={check.refused_rows} color={check.refused_rows ? 'red' : undefined} />
        </SimpleGrid>
        {check.unknown_columns.length > 0 && <Alert color="yellow">{t('preview.unknownColumns', { columns: check.unknown_columns.join(', ') })}</Alert>}
        {check.refused_rows > 0 && <Refused importId={check.import_id} refused={check.refused} />}
        <Group>
          <Button onClick={onImport} loading={busy} disabled={valid === 0}>
            {check.refused_rows > 0
              ? t('preview.importValid', { count: check.create + check.update, rows: (check.create + check.update).toLocaleString('en-IN') })
              : t('preview.import')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('preview.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ImportResult({ kind, done, onAgain }: { kind: ImportKind; done: ImportDone; onAgain(): void }) {
  const { t } = useTranslation('imports');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Alert color="green" title={t('result.title')}>
          {t('result.rowsRead', { count: done.rows, rows: done.rows.toLocaleString('en-IN') })}
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: kind === 'members' ? 4 : 3 }}>
          <Count label={t('counts.created')} value={done.created} color="green" />
          <Count label={t('counts.updated')} value={done.updated} color="blue" />
          {kind === 'members' && <Count label={t('counts.skipped')} value={done.skipped} />}
          <Count label={t('counts.refused')} value={done.refused_rows} color={done.refused_rows ? 'red' : undefined} />
        </SimpleGrid>
        {done.refused_rows > 0 && <Refused importId={done.import_id} refused={done.refused} />}
        <Group>
          <Button variant="default" onClick={onAgain}>
            {t('result.again')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
