import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGES_CACHE, SHELL_KEY } from './cache-names';
import { reloadForNewVersion, reloadOnMissingFiles } from './new-version';

/** The service worker's pages cache, as the page sees it (jsdom has no Cache Storage). */
function stubPagesCache(kept: string | null) {
  const put = vi.fn(async (_key: string, _response: Response) => undefined);
  vi.stubGlobal('caches', {
    match: async (key: string, options?: { cacheName?: string }) => (kept !== null && key === SHELL_KEY && options?.cacheName === PAGES_CACHE ? new Response(kept) : undefined),
    open: async (name: string) => (name === PAGES_CACHE ? { put } : null),
  });
  return put;
}

describe('reloading for a new version (decision 059)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('puts the server’s shell in place of the kept one, then reloads', async () => {
    const put = stubPagesCache('<html>old</html>');
    const fetchMock = vi.fn(async () => new Response('<html>new</html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    vi.stubGlobal('fetch', fetchMock);
    const reload = vi.fn();
    expect(await reloadForNewVersion(reload, 1_000_000)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/home', expect.objectContaining({ cache: 'no-cache' }));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0][0]).toBe(SHELL_KEY);
    expect(await put.mock.calls[0][1].text()).toBe('<html>new</html>');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once: a failure again soon after is left to the error screen, so it never loops', async () => {
    stubPagesCache(null);
    const reload = vi.fn();
    expect(await reloadForNewVersion(reload, 1_000_000)).toBe(true);
    expect(await reloadForNewVersion(reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // a later deploy, in the same tab, reloads again
    expect(await reloadForNewVersion(reload, 1_090_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads when Vite's loader reports a file that would not load, once", async () => {
    stubPagesCache(null);
    const reload = vi.fn();
    reloadOnMissingFiles(reload);
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('vite:preloadError'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline: a file missing there is not a new version', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    expect(await reloadForNewVersion(reload, 1_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reloads when the shell cannot be fetched', async () => {
    const put = stubPagesCache('<html>old</html>');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const reload = vi.fn();
    expect(await reloadForNewVersion(reload, 1_000_000)).toBe(true);
    expect(put).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
