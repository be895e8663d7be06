import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('rules');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual(['rules', 'rules', 'rules']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
