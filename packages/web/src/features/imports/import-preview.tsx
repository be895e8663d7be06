import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ImportCheck, type ImportDone, type ImportKind, IMPORT_REFUSALS_LISTED, type Refusal } from '@sampark/domain/schemas/imports';
import { IconDownload } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { notifyError } from '../../components/feedback/notify';
import { downloadRefused } from './imports-api';

/**
 * What a dry run found (the preview) and what an import did: the counts, the refused rows with
 * their row number, column and message (the first 1,000; the download holds them all), and the
 * unknown columns the import ignores.
 */

type RefusalRow = Refusal & { key: string };

const columns: DataTableColumn<RefusalRow>[] = [
  { id: 'row', header: 'Row', accessor: 'row', sortable: true },
  { id: 'column', header: 'Column', accessor: 'column', sortable: true },
  // a message wraps, but not word by word on a phone
  { id: 'message', header: 'Message', accessor: 'message', cell: (r) => <Text size="sm" miw={220}>{r.message}</Text> },
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
  const download = () => downloadRefused(importId).catch(() => notifyError('The refused rows could not be downloaded'));
  const data = refused.map((r, i) => ({ ...r, key: `${r.row}-${i}` }));
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h4">
          Refused rows
        </Title>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          Download refused rows
        </Button>
      </Group>
      {refused.length >= IMPORT_REFUSALS_LISTED && (
        <Text size="sm" c="dimmed">
          The first {refused.length.toLocaleString('en-IN')} problems are listed; the download holds every refused row.
        </Text>
      )}
      <DataTable mode="client" label="Refused rows" rows={data} columns={columns} getRowId={(r) => r.key} pageSizeOptions={[10, 50, 100]} withSearch={false} />
    </Stack>
  );
}

export function ImportPreview({ kind, check, busy, onImport, onCancel }: { kind: ImportKind; check: ImportCheck; busy: boolean; onImport(): void; onCancel(): void }) {
  const valid = check.create + check.update + check.skip;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Preview: {check.rows.toLocaleString('en-IN')} rows checked, nothing saved yet
        </Title>
        <SimpleGrid cols={{ base: 2, sm: kind === 'members' ? 4 : 3 }}>
          <Count label="To create" value={check.create} color="green" />
          <Count label="To update" value={check.update} color="blue" />
          {kind === 'members' && <Count label="To skip" value={check.skip} />}
          <Count label="Refused" value={check.refused_rows} color={check.refused_rows ? 'red' : undefined} />
        </SimpleGrid>
        {check.unknown_columns.length > 0 && <Alert color="yellow">Unknown columns, ignored: {check.unknown_columns.join(', ')}</Alert>}
        {check.refused_rows > 0 && <Refused importId={check.import_id} refused={check.refused} />}
        <Group>
          <Button onClick={onImport} loading={busy} disabled={valid === 0}>
            {check.refused_rows > 0 ? `Import the ${(check.create + check.update).toLocaleString('en-IN')} valid rows` : 'Import'}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ImportResult({ kind, done, onAgain }: { kind: ImportKind; done: ImportDone; onAgain(): void }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Alert color="green" title="Data imported successfully">
          {done.rows.toLocaleString('en-IN')} rows read.
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: kind === 'members' ? 4 : 3 }}>
          <Count label="Created" value={done.created} color="green" />
          <Count label="Updated" value={done.updated} color="blue" />
          {kind === 'members' && <Count label="Skipped" value={done.skipped} />}
          <Count label="Refused" value={done.refused_rows} color={done.refused_rows ? 'red' : undefined} />
        </SimpleGrid>
        {done.refused_rows > 0 && <Refused importId={done.import_id} refused={done.refused} />}
        <Group>
          <Button variant="default" onClick={onAgain}>
            Import another file
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
