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
import { Trans, useTranslation } from 'react-i18next';
import { notifyError } from '../../components/feedback/notify';
import { useMyLocations } from '../../hooks/use-lookups';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { downloadTemplate, type ImportChoice } from './imports-api';

/**
 * The choice of a Jila and a file (seed 001 §2 "Import seekers": both needed, §5), with the
 * instructions and the template. Members also choose what a number already stored means.
 */

export function ImportInstructions({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('imports');
  const download = () => downloadTemplate(kind).catch(() => notifyError(t('form.templateFailed')));
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs">
        {t('form.instructions')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t(`form.chooseJila.${kind}`)}</List.Item>
        <List.Item>
          <Trans t={t} i18nKey="form.fileKind" values={{ sheet: IMPORT_SHEETS[kind] }} components={{ sheet: <Text span ff="monospace" /> }} />
        </List.Item>
        <List.Item>{t('form.firstRow')}</List.Item>
        <List.Item>
          <Trans t={t} i18nKey="form.severalValues" values={{ date: '15-08-1985' }} components={{ date: <Text span inherit style={{ whiteSpace: 'nowrap' }} /> }} />
        </List.Item>
        <List.Item>{t(`form.sameNumber.${kind}`)}</List.Item>
        <List.Item>{t('form.checkFirst')}</List.Item>
      </List>
      <Anchor component="button" type="button" size="sm" mt="sm" onClick={download}>
        <Group gap={4} component="span">
          <IconDownload size={16} aria-hidden />
          {t('form.downloadTemplate')}
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

function fieldError(error: unknown, field: string): string | undefined {
  const message = error instanceof ApiError ? error.errors?.[field]?.[0] : undefined;
  return message && translateMessage(message, (error as ApiError).fieldCodes?.[field]?.[0]);
}

export function ImportForm({ kind, busy, error, onCheck }: ImportFormProps) {
  const { t } = useTranslation('imports');
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
            label={t('form.jila')}
            placeholder={t('form.chooseAJila')}
            searchable
            required
            miw={240}
            nothingFoundMessage={t('form.noMatchingLocation')}
            data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.label || l.name }))}
            value={district}
            onChange={setDistrict}
            error={missing.district ? translateMessage(missing.district) : fieldError(error, 'district')}
          />
          <FileInput
            label={t('form.file')}
            placeholder={t('form.chooseFile')}
            accept=".xls,.xlsx,.csv"
            required
            clearable
            miw={240}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={file}
            onChange={setFile}
            error={missing.file ? translateMessage(missing.file) : fieldError(error, 'file')}
          />
        </Group>
        {kind === 'members' && (
          <Radio.Group label={t('form.whenDuplicate')} value={duplicates} onChange={(v) => setDuplicates(v as DuplicateChoice)}>
            <Group gap="lg" mt={6}>
              {DUPLICATE_CHOICES.map((c) => (
                <Radio key={c.value} value={c.value} label={t(`form.duplicates.${c.value}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Group>
          <Button onClick={submit} loading={busy}>
            {t('form.check')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
