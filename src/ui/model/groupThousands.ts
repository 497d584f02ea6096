/**
 * 12433 → "12,433", as en-US writes it. Written out rather than `toLocaleString`: the first
 * `Intl` number format in a page costs Chromium 50–150 ms, a long task on the way to the first scene.
 */
export function groupThousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
