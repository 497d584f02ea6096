/**
 * The rows of one table at each beat, as the panels show them. Each beat reads every table back from
 * SQLite; a beat that changed one table therefore brings new arrays for all. Interned per Trace, a
 * table's rows are the same array at every beat where it reads the same, so a seek redraws only the
 * tables it changed.
 */
import type { StateSnapshot, Trace } from '../../core/trace';
import type { PlayerState } from '../../player/playerState';
import { selectTrace } from '../../player/selectors';
import { interner } from './interned';

export type StateTable = keyof StateSnapshot;

const byTrace = new WeakMap<Trace, Map<StateTable, readonly unknown[]>>();

/** `table`'s rows after each beat of `trace` (memoised: a Trace never changes). */
export function rowsByBeat<T extends StateTable>(trace: Trace, table: T): readonly StateSnapshot[T][] {
  let tables = byTrace.get(trace);
  if (!tables) byTrace.set(trace, (tables = new Map()));
  let rows = tables.get(table) as readonly StateSnapshot[T][] | undefined;
  if (!rows) {
    const same = interner((list: StateSnapshot[T]) => JSON.stringify(list));
    rows = trace.beats.map((beat) => same(beat.state[table]));
    tables.set(table, rows);
  }
  return rows;
}

/**
 * Selectors of a table's rows: after the current beat (undefined while the scene is being built), and
 * before it (none at a chapter's start, nor where the beat starts a fresh database: the lab's next version).
 */
export const tableSelectors = Object.fromEntries(
  (['idempotencyKeys', 'charges', 'loans'] as const).map((table) => [
    table,
    {
      rows: (s: PlayerState) => {
        const trace = selectTrace(s);
        return trace && rowsByBeat(trace, table)[s.cursor];
      },
      before: (s: PlayerState) => {
        const trace = selectTrace(s);
        return trace && s.cursor > 0 && !trace.beats[s.cursor]?.freshDatabase ? rowsByBeat(trace, table)[s.cursor - 1] : undefined;
      },
    },
  ]),
) as { [T in StateTable]: { rows(s: PlayerState): StateSnapshot[T] | undefined; before(s: PlayerState): StateSnapshot[T] | undefined } };
