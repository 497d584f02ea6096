/**
 * Runs in the page before any of its scripts (Playwright's addInitScript): records first paint,
 * long tasks, animation frames, and the moment the store's table first shows rows from sql.js.
 * Plain browser JavaScript, kept as a function so TypeScript checks it and Playwright serializes it.
 */
export function instrumentPage(): void {
  interface BenchState {
    fcp: number | null;
    storeReady: number | null;
    longTasks: { start: number; duration: number }[];
    frames: number[] | null;
  }
  const bench: BenchState = { fcp: null, storeReady: null, longTasks: [], frames: null };
  (window as unknown as { __bench: BenchState }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  // "On screen" means painted: the keys panel's title carries `elementtiming`, and Chromium reports
  // the paint that first drew it. The panel renders only once a Trace from sql.js is ready.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
      if (e.identifier === 'panel-keys' && bench.storeReady === null) bench.storeReady = e.renderTime || e.startTime;
    }
  }).observe({ type: 'element', buffered: true });
}

/** Starts recording frame times (ms between animation frames) in the page. */
export function startFrames(): void {
  const bench = (window as unknown as { __bench: { frames: number[] | null } }).__bench;
  bench.frames = [];
  let last = performance.now();
  const tick = (t: number) => {
    if (!bench.frames) return;
    bench.frames.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * A function as an init script. tsx compiles with esbuild's keepNames, which wraps functions in a
 * `__name` helper that the page does not have; define it as the identity first.
 */
export function pageScript(fn: () => void): { content: string } {
  return { content: `globalThis.__name = (target) => target;\n(${fn.toString()})();` };
}
