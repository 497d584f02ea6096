/**
 * Milliseconds as an ISO 8601 duration, as xAPI's `result.duration` wants it: hours, minutes and
 * seconds to the hundredth (the precision an LRS must keep, xAPI 1.0.3 §4.6), e.g. 64,500 ms → `PT1M4.5S`.
 */
export function isoDuration(ms: number): string {
  const hundredths = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(hundredths / 360_000);
  const minutes = Math.floor((hundredths % 360_000) / 6_000);
  const seconds = (hundredths % 6_000) / 100;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || (!hours && !minutes) ? `${seconds}S` : ''}`;
  return `PT${parts}`;
}
