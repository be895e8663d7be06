import type { ImportCheck, ImportDone, ImportListRow, ImportProgress } from '@sampark/domain/schemas/imports';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordedCall, jsonResponse, loginAs, renderApp, stubFetch, withUser } from '../../../test/render';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const LOCATIONS = [
  { id: 1, name: 'INDIA', parent_id: null, active: 1, path: '/1/', depth: 0, label: 'INDIA' },
  { id: 7, name: 'Pune', parent_id: 1, active: 1, path: '/1/7/', depth: 1, label: 'INDIA / Pune' },
];

const CHECK = {
  import_id: 41,
  rows: 5,
  create: 3,
  update: 0,
  skip: 0,
  refused: [
    { row: 3, column: 'firstname', message: 'Name must contain English alphabets only and not contain any special characters' },
    { row: 5, column: 'mobile_number', message: 'Mobile number must be in between 10-12 digit' },
  ],
  refused_rows: 2,
  unknown_columns: ['Favourite Colour'],
} satisfies ImportCheck;

/** What importing the checked file's valid rows did. */
const { create: _create, update: _update, skip: _skip, ...OUTCOME } = CHECK;
const DONE = { ...OUTCOME, created: 3, updated: 0, skipped: 0 } satisfies ImportDone;

const HISTORY_ROW = {
  id: 40,
  kind: 'seekers',
  file_name: 'old.xls',
  location: 'Pune',
  duplicates: null,
  status: 'imported',
  rows_read: 10,
  created_count: 9,
  updated_count: 1,
  skipped_count: 0,
  refused_count: 0,
  created_by_name: 'Asha Superadmin',
  created_at: '2026-11-20 10:00:00',
  reverted_by_name: null,
  reverted_at: null,
  message: null,
} satisfies ImportListRow;

/** An import a stop of the server interrupted (issue 27). */
const FAILED_ROW = { ...HISTORY_ROW, id: 41, file_name: 'cut-short.xlsx', status: 'failed', message: 'The server stopped during this import: nothing of it was saved. Please upload the file again.' } satisfies ImportListRow;

interface Upload {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
  file: File | null;
}

/**
 * XMLHttpRequest as the upload uses it (a test double of the network, as stubFetch is): it
 * reports half the file sent, then answers with what `answer` says.
 */
function stubUploads(answer: (upload: Upload) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>) {
  const uploads: Upload[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      const fields: Record<string, string> = {};
      let file: File | null = null;
      form.forEach((v, k) => {
        if (typeof v === 'string') fields[k] = v;
        else file = v as File;
      });
      const upload = { url: this.url, headers: this.headers, fields, file };
      uploads.push(upload);
      setTimeout(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const res = await answer(upload);
        this.status = res.status;
        this.responseText = JSON.stringify(res.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

function setup(path: string, role: 1 | 3, answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const auth = loginAs(role);
  const network = stubFetch(
    withUser(auth.user, (call) => {
      const own = answer(call);
      if (own) return own;
      if (call.url === '/api/mylocs') return jsonResponse(200, { data: LOCATIONS });
      if (call.url.startsWith('/api/imports?')) return jsonResponse(200, { data: [HISTORY_ROW, FAILED_ROW], count: 2 });
      if (call.url.startsWith('/api/imports/progress')) return jsonResponse(200, { data: { status: 'reading', progress: 30, rows_read: 1200 } satisfies ImportProgress });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return { ...network, ...renderApp(path) };
}

async function chooseJilaAndFile(name = 'seekers.xls') {
  await userEvent.click(screen.getByRole('combobox', { name: /^Jila \(district\)/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'INDIA / Pune' }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['x'], name, { type: 'application/vnd.ms-excel' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('import seekers (/seeker/import)', () => {
  it('shows the instructions and needs a Jila and a file', async () => {
    stubUploads(() => ({ status: 500, body: {} }));
    setup('/seeker/import', 3);
    expect(await screen.findByRole('heading', { name: 'Import Seekers' })).toBeInTheDocument();
    expect(screen.getByText('seekers_info')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the template' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Jila is required')).toBeInTheDocument();
    expect(screen.getByText('File is required')).toBeInTheDocument();
  });

  it('checks the file, shows both progress bars and the preview, then imports the valid rows', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const uploads = stubUploads(async (u) => {
      if (u.fields.dry_run) {
        await held;
        return { status: 200, body: { data: CHECK } };
      }
      return { status: 200, body: { message: 'Data imported successfully', data: DONE } };
    });
    const { calls } = setup('/seeker/import', 3);
    await screen.findByRole('heading', { name: 'Import Seekers' });
    await chooseJilaAndFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText('Uploading the file: 50%')).toBeInTheDocument();
    expect(await screen.findByText('Reading and checking rows: 30% (1,200 rows)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute('aria-valuenow', '30');
    const key = uploads[0].fields.progress_key;
    expect(uploads[0]).toMatchObject({ url: '/api/import/seekers', headers: { Authorization: 'Bearer token-role-3' }, fields: { district: '7', dry_run: '1' } });
    expect(uploads[0].file?.name).toBe('seekers.xls');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(calls.some((c) => c.url === `/api/imports/progress?key=${key}`)).toBe(true));
    release();

    expect(await screen.findByText('Preview: 5 rows checked, nothing saved yet')).toBeInTheDocument();
    expect(screen.getByText('Unknown columns, ignored: Favourite Colour')).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Refused rows' });
    expect(within(refused).getByText('Mobile number must be in between 10-12 digit')).toBeInTheDocument();
    expect(within(refused).getByText('firstname')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download refused rows' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import the 3 valid rows' }));
    expect((await screen.findAllByText('Data imported successfully')).length).toBeGreaterThan(0);
    expect(uploads[1].fields).toMatchObject({ district: '7', mode: 'valid' });
    expect(uploads[1].fields.dry_run).toBeUndefined();
    expect(screen.queryByRole('button', { name: /Revert/ })).not.toBeInTheDocument();
  });

  it('shows the server\'s message when the file cannot be read', async () => {
    stubUploads(() => ({ status: 422, body: { message: 'The file has no sheet named seekers_info', errors: { file: ['The file has no sheet named seekers_info'] } } }));
    setup('/seeker/import', 3);
    await screen.findByRole('heading', { name: 'Import Seekers' });
    await chooseJilaAndFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('The file has no sheet named seekers_info')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeEnabled();
  });

  it('Cancel leaves the preview without importing', async () => {
    const uploads = stubUploads(() => ({ status: 200, body: { data: { ...CHECK, refused: [], refused_rows: 0, unknown_columns: [] } } }));
    setup('/seeker/import', 3);
    await screen.findByRole('heading', { name: 'Import Seekers' });
    await chooseJilaAndFile();
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Check file' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});

describe('import members (/import)', () => {
  it('sends the duplicate choice, lists past imports and reverts one for roles 1-2', async () => {
    const uploads = stubUploads(() => ({ status: 200, body: { data: { ...CHECK, update: 1, skip: 0, refused: [], refused_rows: 0, unknown_columns: [] } } }));
    const { calls } = setup('/import', 1, (call) =>
      call.method === 'POST' && call.url === '/api/imports/40/revert'
        ? jsonResponse(200, { message: 'Import reverted successfully', data: { removed: 9, restored: 1, kept: 0 } })
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Import Members' })).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Past imports' });
    expect(await within(history).findByText('old.xls')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/imports?kind=members&skip=0&limit=10')).toBe(true);
    const failed = within(history).getByText('cut-short.xlsx').closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText(FAILED_ROW.message)).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Revert import 41' })).toBeNull();

    await chooseJilaAndFile('members.xlsx');
    await userEvent.click(screen.getByRole('radio', { name: "Fill the member's empty fields" }));
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('To skip')).toBeInTheDocument();
    expect(uploads[0]).toMatchObject({ url: '/api/import/members', fields: { duplicates: 'fill', dry_run: '1' } });

    await userEvent.click(within(history).getByRole('button', { name: 'Revert import 40' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Import reverted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/imports/40/revert').map((c) => c.method)).toEqual(['POST']);
  });
});
