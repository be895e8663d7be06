import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneAtATime', () => {
  it('starts a task only when the one before has settled, in order, failures included', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    const task = (name: string, fail = false) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([queue(task('a')), queue(task('b', true)), queue(task('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b', 'c']);
  });
});
