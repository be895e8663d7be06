import type { Page } from 'playwright-core';

/**
 * What the phone keeps in IndexedDB (the store 'sampark-offline'): its keys. Also read by the phone
 * bench (bench/src/phone/phone-visit.ts), so it imports nothing of Playwright Test.
 */
export function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('sampark-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const keys = db.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}
