/** Virtual ms as the stage shows them: "0.80 s", "12.5 s", "25 h" for the retention window. */
export function formatTime(ms: number): string {
  if (Math.abs(ms) >= 2 * 3_600_000) return `${+(ms / 3_600_000).toFixed(1)} h`;
  if (Math.abs(ms) >= 10_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 1000).toFixed(2)} s`;
}
