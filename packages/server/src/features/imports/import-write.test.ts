import { describe, expect, it } from 'vitest';
import { overlapped } from './import-write';

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('overlapped chunk writes', () => {
  it('keeps at most `depth` writes running and waits for them all', async () => {
    const writes = overlapped(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const write = (n: number) => {
      running += 1;
      most = Math.max(most, running);
      return later(5, n).then(() => {
        running -= 1;
        finished.push(n);
      });
    };
    for (let n = 1; n <= 5; n++) await writes.add(write(n));
    await writes.all();
    expect(most).toBe(2);
    expect(finished).toEqual([1, 2, 3, 4, 5]);
  });

  it('throws the first failure only once no write is left running', async () => {
    const writes = overlapped(2);
    let secondDone = false;
    await writes.add(later(5, 'first failed', true).then(() => undefined));
    const second = later(20, 'second').then(() => {
      secondDone = true;
    });
    await expect(writes.add(second)).rejects.toThrow('first failed');
    expect(secondDone).toBe(true);
  });
});
