import type { LabTally } from '../../core/lab';
import { words } from '../../narration/words';

interface Props {
  tallies: readonly LabTally[];
  unit: 'charge' | 'loan';
}

/** Charged once, twice, three times or more, each in its tone. */
const BANDS = [
  { n: 1, tone: 'ok' },
  { n: 2, tone: 'bad' },
  { n: 3, tone: 'warn' },
] as const;

/**
 * A small chart beside the lab's table: for each version, its orders split by how often the ledger
 * charged them (once, twice, three times or more), so a double charge is a visible band. The numbers
 * are the table's; the chart is a picture of them, with a text alternative.
 */
export function LabChart({ tallies, unit }: Props) {
  if (tallies.length === 0) return null;
  const orders = Math.max(1, ...tallies.map((t) => total(t)));
  const w = words.lab.chart;
  const label = (band: (typeof BANDS)[number]) => w.bands[band.n - 1]!;
  return (
    <figure className="lab-chart">
      <figcaption>{w.title[unit]}</figcaption>
      <ul className="lab-chart-rows">
        {tallies.map((t) => {
          const parts = BANDS.map((band) => ({ ...band, value: band.n === 3 ? sumFrom(t, 3) : (t.chargesPerOrder[band.n] ?? 0) }));
          const alt = parts.filter((p) => p.value > 0).map((p) => w.band(p.value, label(p), unit));
          return (
            <li key={t.row.version} className="lab-chart-row">
              <span className="lab-chart-name">{t.row.version}</span>
              <span className="lab-chart-track" role="img" aria-label={w.track(t.row.version, alt)}>
                {parts.map((p) =>
                  p.value > 0 ? <span key={p.n} className="lab-chart-band" data-tone={p.tone} style={{ width: `${(p.value / orders) * 100}%` }} /> : null,
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="lab-chart-legend" aria-hidden="true">
        {BANDS.map((b) => (
          <span key={b.n}>
            <span className="lab-chart-key" data-tone={b.tone} /> {label(b)}
          </span>
        ))}
      </p>
    </figure>
  );
}

function total(t: LabTally): number {
  return Object.values(t.chargesPerOrder).reduce((a, b) => a + b, 0);
}

function sumFrom(t: LabTally, n: number): number {
  return Object.entries(t.chargesPerOrder).reduce((sum, [k, v]) => (Number(k) >= n ? sum + v : sum), 0);
}
