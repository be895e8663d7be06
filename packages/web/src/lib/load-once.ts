/**
 * `load` run once, its promise shared by every caller; a failure is forgotten, so the next call
 * tries again (a chunk that did not arrive on a slow network, say).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
