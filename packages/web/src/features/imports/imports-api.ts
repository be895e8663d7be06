import {
  type DuplicateChoice,
  type ImportCheck,
  importCheckSchema,
  type ImportDone,
  importDoneSchema,
  type ImportKind,
  importListSchema,
  type ImportProgress,
  importProgressSchema,
  importRevertSchema,
} from '@sampark/domain/schemas/imports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, apiFetch, apiUrl, ResponseShapeError } from '../../lib/api-client';
import { getToken } from '../../lib/auth';

/**
 * The import calls (docs/api-conventions.md#imports). The upload goes through XMLHttpRequest, the one
 * browser API that reports how much of a request body has been sent (fetch does not), for the
 * upload bar; the processing bar polls the progress the server writes (docs/decisions/035).
 */

export const IMPORTS_KEY = ['imports'] as const;

export interface ImportChoice {
  district: string;
  file: File;
  duplicates: DuplicateChoice;
}

export interface UploadOptions {
  dryRun: boolean;
  /** import the valid rows and leave the refused ones */
  validOnly: boolean;
  progressKey: string;
  onUpload(fraction: number): void;
}

/** A key for the progress poll; crypto.getRandomValues works on plain http too (randomUUID does not). */
export function newProgressKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function formOf(choice: ImportChoice, kind: ImportKind, options: UploadOptions): FormData {
  const form = new FormData();
  // the small fields first: the server reads them before the file arrives
  form.append('district', choice.district);
  form.append('progress_key', options.progressKey);
  if (options.dryRun) form.append('dry_run', '1');
  if (options.validOnly) form.append('mode', 'valid');
  if (kind === 'members') form.append('duplicates', choice.duplicates);
  form.append('file', choice.file, choice.file.name);
  return form;
}

function parsed<S extends z.ZodType>(schema: S, body: unknown, path: string): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ResponseShapeError(path, result.error.issues);
  return result.data;
}

function send(path: string, form: FormData, onUpload: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onUpload(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0));
    xhr.send(form);
  });
}

export async function uploadImport(kind: ImportKind, choice: ImportChoice, options: UploadOptions): Promise<ImportCheck | ImportDone> {
  const path = `/api/import/${kind}`;
  const { status, body } = await send(path, formOf(choice, kind, options), options.onUpload);
  if (status === 401) {
    // the same ending of the session as every other call (api-client)
    await apiFetch('GET', '/api/user');
  }
  if (status !== 200) throw new ApiError(status, body);
  return options.dryRun ? parsed(importCheckSchema, body, path).data : parsed(importDoneSchema, body, path).data;
}

/** GET api/imports/progress?key=: undefined until the server has the upload. */
export function useImportProgress(key: string | null) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'progress', key],
    queryFn: async ({ signal }): Promise<ImportProgress | null> => {
      try {
        return (await api.get('/api/imports/progress', { query: { key }, schema: importProgressSchema, signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: key !== null,
    refetchInterval: key ? 500 : false,
    gcTime: 0,
  });
}

export function useImportHistory(kind: ImportKind, page: { skip: number; limit: number }) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'history', kind, page],
    queryFn: async ({ signal }) => api.get('/api/imports', { query: { kind, ...page }, schema: importListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export async function revertImport(id: number) {
  return api.post(`/api/imports/${id}/revert`, { schema: importRevertSchema });
}

export const downloadTemplate = (kind: ImportKind) => api.download(`/api/import/${kind}/template`, { filename: `${kind}_import_template.xlsx` });
export const downloadRefused = (id: number) => api.download(`/api/imports/${id}/refused`, { filename: `refused_rows_${id}.xlsx` });
