/**
 * What a learner compares between two runs, beat by beat: the key rows, the ledger (charges or loans),
 * the answers the client read, and what the client knows of each intent. Each is a canonical string
 * per beat, so two runs' beats compare by value (a Trace shares unchanged state objects between beats
 * of its own, never with another Trace's).
 */
import { clientViews } from '../core/checks/clientView';
import { partsOf } from '../core/trace/together';
import type { StateSnapshot, Trace } from '../core/trace';

export const FACETS = ['rows', 'ledger', 'answers', 'client'] as const;
/**
 * - `rows`: `idempotency_keys` (key, fingerprint, status, response, locked_at);
 * - `ledger`: PayCo's charges (id, order, amount) or the library's loans (id, member, book): what was
 *   charged or lent, not which key PayCo filed a charge under (that is how, and a switch's own doing);
 * - `answers`: every answer a client read so far (its attempt, status and body);
 * - `client`: what each client knows of each intent (waiting, unknown, done, refused, gave up).
 */
export type Facet = (typeof FACETS)[number];

/** One beat's facets, as canonical strings. */
export type FacetValues = Record<Facet, string>;

const EMPTY_STATE: StateSnapshot = { idempotencyKeys: [], charges: [], loans: [] };
const EMPTY: FacetValues = { rows: '[]', ledger: '[]', answers: '[]', client: '[]' };

const byKey = <T>(rows: readonly T[], key: (row: T) => string) => [...rows].sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));

function rowsOf(state: StateSnapshot): string {
  // created_at is retention's bookkeeping, set with locked_at at the claim: it tells the learner nothing more.
  return JSON.stringify(byKey(state.idempotencyKeys, (r) => r.key).map((r) => [r.key, r.fingerprint, r.status, r.response, r.locked_at]));
}

function ledgerOf(state: StateSnapshot): string {
  const charges = byKey(state.charges, (c) => c.id).map((c) => [c.id, c.order_id, c.amount]);
  const loans = byKey(state.loans, (l) => String(l.id).padStart(12, '0')).map((l) => [l.id, l.member, l.isbn, l.return]);
  return JSON.stringify([...charges, ...loans]);
}

const memo = new WeakMap<Trace, readonly FacetValues[]>();

/** Every beat's facets (memoised: a Trace never changes). */
export function facetsOf(trace: Trace): readonly FacetValues[] {
  const known = memo.get(trace);
  if (known) return known;
  const views = clientViews(trace);
  const answers: string[] = [];
  let lastState: StateSnapshot | undefined;
  let rows = EMPTY.rows;
  let ledger = EMPTY.ledger;
  const values = trace.beats.map((beat, i) => {
    if (beat.state !== lastState) {
      lastState = beat.state;
      rows = rowsOf(beat.state);
      ledger = ledgerOf(beat.state);
    }
    for (const { detail } of partsOf(beat)) {
      if (detail.type === 'http' && detail.readBy !== undefined) {
        answers.push(JSON.stringify([detail.message.requestId, detail.message.status ?? 0, detail.message.body ?? null]));
      }
    }
    const client = JSON.stringify((views[i] ?? []).map((v) => [v.phone, v.intent, v.knows]));
    return { rows, ledger, answers: `[${answers.join(',')}]`, client };
  });
  memo.set(trace, values);
  return values;
}

/** The facets a side shows at `beat` (-1: before its first beat, an empty scene). */
export function facetsAt(trace: Trace, beat: number): FacetValues {
  return beat < 0 ? EMPTY : facetsOf(trace)[beat]!;
}

/** The state a side shows at `beat` (-1: nothing yet). */
export function stateAt(trace: Trace, beat: number): StateSnapshot {
  return beat < 0 ? EMPTY_STATE : trace.beats[beat]!.state;
}
