/**
 * Copies text to the clipboard. The Clipboard API exists only on secure pages (https, localhost);
 * a portal served over plain http on an office network falls back to the older copy command.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** A path of this portal as the full address a person can open from a message. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
