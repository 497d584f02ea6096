/**
 * Runs `task` when the browser reports an idle moment, or after `timeoutMs` at the latest (and with
 * a plain timer where there is no `requestIdleCallback`, as in Safari).
 */
export function whenIdle(task: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 200);
}
