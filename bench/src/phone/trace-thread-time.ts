/**
 * The page's main thread in a Chrome trace (Lighthouse's), by thread time: the CPU time each task
 * ran, which the trace records beside its wall time. On this two-core machine a task's wall time
 * is often three times its thread time (2026-12-03: a first layout 120 ms wall, 11 ms of CPU, as
 * it waits for the browser's font lookups; renders preempted by the server and Lighthouse), and
 * Lighthouse's simulation multiplies the wall time by 4. Thread time says what the app asked of
 * the CPU, so two builds compare on it where TBT is the machine's noise.
 */
/** A Chrome trace's event, with the fields the benches read (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU the thread spent in it; under DevTools' CPU throttling the throttling counts as CPU */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; documentLoaderURL?: string; navigationId?: string } };
}

export interface ThreadTime {
  /** ms of CPU in the main thread's tasks, from the page's navigation to the trace's end */
  total: number;
  /** ms of CPU of the longest of those tasks */
  longest: number;
  /**
   * TBT's sum with each task's CPU time times the CPU slowdown (Lighthouse's, 4 by default; half
   * of it for a task that laid the page out, as Lantern's `layoutTaskMultiplier` of 0.5 has it:
   * layout is taken to be less CPU-bound) in place of its simulated duration: the part over 50 ms
   * of each task from the one that first laid the page out, in ms. Not from the observed first paint: Lighthouse's
   * simulation (Lantern) places the first contentful paint after the HTML, its blocking
   * stylesheets and the first layout, and leaves out a module script's evaluation (it finds only
   * classic scripts' EvaluateScript), so every task of the app counts in its TBT, even those that
   * ran before the page was first painted (2026-12-04).
   */
  blocking: number;
}

export function pageThreadTime(trace: { traceEvents: TraceEvent[] }, pageUrl: string, slowdown: number): ThreadTime {
  const events = trace.traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === pageUrl);
  if (!navigation) throw new Error(`the trace has no navigation to ${pageUrl}`);
  const onMainThread = events.filter((e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts);
  const tasks = onMainThread.filter((e) => e.name === 'RunTask');
  const layouts = onMainThread.filter((e) => e.name === 'Layout');
  const holds = (task: TraceEvent, event: TraceEvent) => task.ts <= event.ts && event.ts <= task.ts + (task.dur ?? 0);
  const laidOut = (task: TraceEvent) => layouts.some((layout) => holds(task, layout));
  const firstLayoutTask = layouts[0] && tasks.find((task) => holds(task, layouts[0]!));
  const cpu = (task: TraceEvent) => (task.tdur ?? 0) / 1000;
  return {
    total: tasks.reduce((sum, task) => sum + cpu(task), 0),
    longest: Math.max(0, ...tasks.map(cpu)),
    blocking: tasks
      .filter((task) => firstLayoutTask !== undefined && task.ts >= firstLayoutTask.ts)
      .reduce((sum, task) => sum + Math.max(0, (laidOut(task) ? slowdown / 2 : slowdown) * cpu(task) - 50), 0),
  };
}
