import { Anchor, Button, FileInput, Group, List, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import {
  DUPLICATE_CHOICES,
  type DuplicateChoice,
  IMPORT_MESSAGES,
  IMPORT_SHEETS,
  type ImportKind,
} from '@sampark/domain/schemas/imports';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../components/feedback/notify';
import { useMyLocations } from '../../hooks/use-lookups';
import { ApiError } from '../../lib/api-client';
import { downloadTemplate, type ImportChoice } from './imports-api';

/**
 * The choice of a Jila and a file (seed 001 §2 "Import seekers": both needed, §5), with the
 * instructions and the template. Members also choose what a number already stored means.
 */

const WHAT = { seekers: 'seekers', members: 'members' } as const;

export function ImportInstructions({ kind }: { kind: ImportKind }) {
  const download = () => downloadTemplate(kind).catch(() => notifyError('The template could not be downloaded'));
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs">
        Instructions
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Choose the Jila (district) the {WHAT[kind]} belong to, and the file.</List.Item>
        <List.Item>
          The file must be an Excel file (.xls or .xlsx) or a CSV file (UTF-8), under 10 MB. Rows are read only from the sheet named{' '}
          <Text span ff="monospace">
            {IMPORT_SHEETS[kind]}
          </Text>
          .
        </List.Item>
        <List.Item>The first row holds the column names of the template; rows with every cell empty are skipped.</List.Item>
        <List.Item>
          Several values in one cell (languages, education ...) are separated by commas. Dates may be written as{' '}
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            15-08-1985
          </Text>
          .
        </List.Item>
        <List.Item>
          {kind === 'seekers'
            ? 'A row whose mobile number a seeker already has updates that seeker.'
            : 'For a row whose mobile number a member already has, choose below what to do.'}
        </List.Item>
        <List.Item>Check the file first: nothing is saved until you press Import, and an import can be reverted by an admin.</List.Item>
      </List>
      <Anchor component="button" type="button" size="sm" mt="sm" onClick={download}>
        <Group gap={4} component="span">
          <IconDownload size={16} aria-hidden />
          Download the template
        </Group>
      </Anchor>
    </Paper>
  );
}

interface ImportFormProps {
  kind: ImportKind;
  busy: boolean;
  error: unknown;
  onCheck(choice: ImportChoice): void;
}

const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.errors?.[field]?.[0] : undefined);

export function ImportForm({ kind, busy, error, onCheck }: ImportFormProps) {
  const locations = useMyLocations();
  const [district, setDistrict] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('skip');
  const [missing, setMissing] = useState<{ district?: string; file?: string }>({});

  const submit = () => {
    const problems = { district: district ? undefined : IMPORT_MESSAGES.jilaRequired, file: file ? undefined : IMPORT_MESSAGES.fileRequired };
    setMissing(problems);
    if (district && file) onCheck({ district, file, duplicates });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <Select
            label="Jila (district)"
            placeholder="Choose a Jila"
            searchable
            required
            miw={240}
            nothingFoundMessage="No matching location"
            data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.label || l.name }))}
            value={district}
            onChange={setDistrict}
            error={missing.district ?? fieldError(error, 'district')}
          />
          <FileInput
            label="File"
            placeholder="Choose an .xls, .xlsx or .csv file"
            accept=".xls,.xlsx,.csv"
            required
            clearable
            miw={240}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={setFile}
            error={missing.file ?? fieldError(error, 'file')}
          />
        </Group>
        {kind === 'members' && (
          <Radio.Group label="When a member with the same mobile number exists" value={duplicates} onChange={(v) => setDuplicates(v as DuplicateChoice)}>
            <Group gap="lg" mt={6}>
              {DUPLICATE_CHOICES.map((c) => (
                <Radio key={c.value} value={c.value} label={c.label} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Group>
          <Button onClick={submit} loading={busy}>
            Check file
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
