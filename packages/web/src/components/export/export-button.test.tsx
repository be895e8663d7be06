import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { api, type DownloadProgress } from '../../lib/api-client';
import { bytesText, ExportButton } from './export-button';

/** A response whose body arrives in chunks the test releases one at a time. */
function streamedResponse(headers: Record<string, string> = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'application/octet-stream', ...headers } });
  return { response, send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)), end: () => controller.close() };
}

const run = (onProgress: (progress: DownloadProgress) => void) =>
  api.download('/api/members/export', { method: 'POST', filename: 'Members.xlsx', onProgress });

describe('ExportButton', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the bytes received and the rows on their way while an export of over 10,000 rows streams, then saves the file', async () => {
    const stream = streamedResponse();
    stubFetch(() => stream.response);
    renderWithProviders(<ExportButton rows={25_000} run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar).toHaveAttribute('aria-valuetext', '0 KB received (25,000 rows)');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    stream.send(300 * 1024);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '300 KB received (25,000 rows)'));
    stream.send(2 * 1024 * 1024);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2.3 MB received (25,000 rows)'));
    expect(clicked).toEqual([]);
    stream.end();
    await waitFor(() => expect(clicked).toEqual(['Members.xlsx']));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fills a determinate bar when the server sends the size', async () => {
    const stream = streamedResponse({ 'Content-Length': String(4 * 1024 * 1024) });
    stubFetch(() => stream.response);
    renderWithProviders(<ExportButton rows={12_000} rowsAtLeast run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    stream.send(1024 * 1024);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(bar).toHaveAttribute('aria-valuetext', '1.0 MB of 4.0 MB (12,000+ rows)');
    stream.end();
    await waitFor(() => expect(clicked).toEqual(['Members.xlsx']));
  });

  it('shows no progress for 10,000 rows or fewer, and the server message when the export fails', async () => {
    const stream = streamedResponse();
    stubFetch(() => stream.response);
    const { unmount } = renderWithProviders(<ExportButton rows={10_000} run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    stream.send(1024);
    expect(screen.queryByRole('progressbar')).toBeNull();
    stream.end();
    await waitFor(() => expect(clicked).toEqual(['Members.xlsx']));
    unmount();

    stubFetch(() => jsonResponse(422, { message: 'Please select location' }));
    renderWithProviders(<ExportButton rows={50_000} run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select location')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('writes sizes in KB below a megabyte and in MB above', () => {
    expect(bytesText(0)).toBe('0 KB');
    expect(bytesText(1536)).toBe('2 KB');
    expect(bytesText(5 * 1024 * 1024 + 100 * 1024)).toBe('5.1 MB');
  });
});
