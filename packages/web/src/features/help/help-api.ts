import { useQuery } from '@tanstack/react-query';
import { api, apiFetch } from '../../lib/api-client';

export const VIDEO_NOT_INSTALLED = 'This video is not installed';

/**
 * <video> cannot send the bearer header, so its URL carries the token; the server accepts
 * ?token= on this route only (docs/api-conventions.md#exports-and-files).
 */
export function helpVideoUrl(file: string, token: string): string {
  return `/api/help/videos/${encodeURIComponent(file)}?token=${encodeURIComponent(token)}`;
}

export type VideoAvailability = 'available' | 'not-installed' | 'failed';

/** Asks for the first byte only: 404 means the file is not installed on this server. */
async function probeVideo(file: string): Promise<VideoAvailability> {
  const response = await apiFetch('GET', `/api/help/videos/${encodeURIComponent(file)}`, {
    headers: { Range: 'bytes=0-0' },
  });
  void response.body?.cancel();
  if (response.ok) return 'available';
  return response.status === 404 ? 'not-installed' : 'failed';
}

export function useVideoAvailability(file: string, enabled: boolean) {
  return useQuery({ queryKey: ['help-video', file], queryFn: () => probeVideo(file), enabled, retry: false });
}

export function downloadHelpFile(file: string): Promise<string> {
  return api.download(`/api/help/files/${encodeURIComponent(file)}`, { filename: file });
}
