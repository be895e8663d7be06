/**
 * Runs the tasks given to it one after another, in the order they came: a later task starts when
 * the one before has settled, whether it succeeded or failed.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
