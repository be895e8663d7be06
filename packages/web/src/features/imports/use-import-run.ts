import type { ImportCheck, ImportDone, ImportKind } from '@sampark/domain/schemas/imports';
import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../components/feedback/notify';
import { type ImportChoice, IMPORTS_KEY, newProgressKey, uploadImport } from './imports-api';

/**
 * One screen's import, step by step: check the file (a dry run), look at the preview, then
 * import it or cancel. Each upload carries a fresh progress key for the processing bar.
 */

export type ImportPhase = 'idle' | 'checking' | 'checked' | 'importing' | 'done';

export interface ImportRun {
  phase: ImportPhase;
  /** 0..1 of the file sent */
  upload: number;
  progressKey: string | null;
  choice: ImportChoice | null;
  check: ImportCheck | null;
  done: ImportDone | null;
  error: unknown;
}

const IDLE: ImportRun = { phase: 'idle', upload: 0, progressKey: null, choice: null, check: null, done: null, error: null };

export function useImportRun(kind: ImportKind) {
  const [run, setRun] = useState<ImportRun>(IDLE);
  const queryClient = useQueryClient();

  async function upload(choice: ImportChoice, dryRun: boolean, validOnly: boolean) {
    const progressKey = newProgressKey();
    setRun((r) => ({ ...r, phase: dryRun ? 'checking' : 'importing', upload: 0, progressKey, choice, error: null, done: null }));
    const onUpload = (fraction: number) => setRun((r) => ({ ...r, upload: fraction }));
    try {
      const data = await uploadImport(kind, choice, { dryRun, validOnly, progressKey, onUpload });
      if (dryRun) setRun((r) => ({ ...r, phase: 'checked', upload: 1, progressKey: null, check: data as ImportCheck }));
      else {
        notifySuccess(IMPORT_MESSAGES.imported);
        setRun((r) => ({ ...r, phase: 'done', upload: 1, progressKey: null, done: data as ImportDone }));
        await queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
      }
    } catch (error) {
      setRun((r) => ({ ...r, phase: dryRun ? 'idle' : 'checked', progressKey: null, error }));
    }
  }

  return {
    run,
    check: (choice: ImportChoice) => upload(choice, true, false),
    importNow: () => run.choice && run.check && upload(run.choice, false, run.check.refused_rows > 0),
    reset: () => setRun(IDLE),
  };
}
