import type { WayOutAttempt } from '../yourturn/realm/waysOut';

/** A way out as the learner wrote it, the same in every language (code): `fetch('https://…')`, `new WebSocket('wss://…')`. */
export function wayOutCall(attempt: WayOutAttempt): string {
  const call = attempt.way === 'fetch' || attempt.way === 'importScripts' || attempt.way === 'import' ? attempt.way : `new ${attempt.way}`;
  return `${call}(${attempt.target ? `'${attempt.target}'` : ''})`;
}
