import { Alert, Stack, Title } from '@mantine/core';
import type { ImportKind } from '@sampark/domain/schemas/imports';
import { useTranslation } from 'react-i18next';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { ImportForm, ImportInstructions } from './import-form';
import { ImportHistory } from './import-history';
import { ImportPreview, ImportResult } from './import-preview';
import { ImportProgressBars } from './import-progress';
import { useImportRun } from './use-import-run';

/**
 * /seeker/import (roles 1-3) and /import (members, roles 1-2): seed 001 §2 "Import seekers" and
 * issue 15. Choose a Jila and a file, check it (nothing saved), read the preview, then Import or
 * Cancel; past imports below.
 */

/** seed 001 §8: "An import failure shows the server message"; field errors show on their fields. */
function failureOf(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const onField = error.status === 422 && error.errors && ('district' in error.errors || ('file' in error.errors && !hasRefusals(error)));
    if (onField) return null;
    return translateMessage(error.message, error.messageRef);
  }
  return translateMessage(SOMETHING_WENT_WRONG);
}

const hasRefusals = (error: ApiError) => typeof error.body === 'object' && error.body !== null && 'data' in error.body;

function ImportScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('imports');
  const { run, check, importNow, reset } = useImportRun(kind);
  const busy = run.phase === 'checking' || run.phase === 'importing';
  const failure = failureOf(run.error);
  return (
    <Stack maw={1100} gap="md">
      <Title order={1} fz="h2">
        {t(`title.${kind}`)}
      </Title>
      <ImportInstructions kind={kind} />
      {(run.phase === 'idle' || run.phase === 'checking') && <ImportForm kind={kind} busy={busy} error={run.error} onCheck={(choice) => void check(choice)} />}
      {failure && (
        <Alert color="red" title={t('notImported')}>
          {failure}
        </Alert>
      )}
      {busy && <ImportProgressBars upload={run.upload} progressKey={run.progressKey} />}
      {(run.phase === 'checked' || run.phase === 'importing') && run.check && (
        <ImportPreview kind={kind} check={run.check} busy={busy} onImport={() => void importNow()} onCancel={reset} />
      )}
      {run.phase === 'done' && run.done && <ImportResult kind={kind} done={run.done} onAgain={reset} />}
      <ImportHistory kind={kind} />
    </Stack>
  );
}

export const SeekerImportPage = () => <ImportScreen kind="seekers" />;
export const MemberImportPage = () => <ImportScreen kind="members" />;
