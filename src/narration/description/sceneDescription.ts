/**
 * The scene at a beat as a short list for screen readers (STYLE.md 17: one more view of the Trace,
 * PhET's parallel description): who holds which key and who is down or paused, each row's status and
 * locked_at, the charges or loans, and what the client knows of each intent. Every fact is read from
 * the beat's recorded state (rows, `claims`) and core's functions over the Trace (`actorConditions`,
 * `clientViews`), never from what the stage drew.
 */
import { clientViews } from '../../core/checks';
import type { IdempotencyRow } from '../../core/store';
import { actorConditions, ticketOf, type Beat, type KeyClaim, type Trace } from '../../core/trace';
import { storyFacts } from '../../core/stories/facts';
import { formatList } from '../format';
import { perLanguage } from '../language';
import { clientName, laneName, workerName } from '../lanes';
import { responseSummary } from '../responseSummary';
import { words } from '../words';

/**
 * One line of the description. `id` names the thing it is about (`worker:worker-2`, `row:phone:k-e515`,
 * `ledger`, `intent:phone#1`), so two beats' lines about one thing can be compared.
 */
export interface DescriptionLine {
  id: string;
  text: string;
}

/** The line that says where the clock stands: context, never a change worth announcing. */
export const TIME_LINE = 'time';

const memo = perLanguage<Trace, (readonly DescriptionLine[] | undefined)[]>();

/** The description of beat `index` of `trace`, in the active language (memoised per beat). */
export function sceneDescription(trace: Trace, index: number): readonly DescriptionLine[] {
  const beats = memo.get(trace) ?? memo.set(trace, []);
  const at = Math.max(0, Math.min(index, trace.beats.length - 1));
  return (beats[at] ??= describe(trace, at));
}

function describe(trace: Trace, index: number): DescriptionLine[] {
  const beat = trace.beats[index];
  if (!beat) return [];
  const say = words.description;
  const lines: DescriptionLine[] = [{ id: TIME_LINE, text: say.time(beat.time, trace.lockMs) }];
  if (trace.kind === 'lab') return [...lines, ...labLines(trace, index)];
  return [...lines, ...intentLines(trace, index), ...workerLines(trace, beat), ...rowLines(trace, beat), ledgerLine(trace, beat)];
}

/** What each client knows of each of its intents (core/checks' view of what reached it). */
function intentLines(trace: Trace, index: number): DescriptionLine[] {
  const t = words.sandbox.client;
  const who = t.title(trace.story);
  const views = clientViews(trace)[index] ?? [];
  if (views.length === 0) return [{ id: 'intents', text: words.description.nothingSent(who) }];
  // With several clients an intent is named with its client's ("order 1, Ana's phone").
  const several = trace.actors.filter((a) => a.role === 'client').length > 1;
  return views.map((v) => ({
    id: `intent:${v.phone}#${v.intent}`,
    text: words.description.intent(who, several ? `${t.intent(trace.story, v.intent)} (${clientName(trace.story, v.phone)})` : t.intent(trace.story, v.intent), t.knows(trace.story, v.knows)),
  }));
}

/** Each worker: down, paused or up, and the ticket whose claim it holds as the beat recorded it. */
function workerLines(trace: Trace, beat: Beat): DescriptionLine[] {
  const t = words.description.worker;
  const conditions = actorConditions(trace)[beat.index] ?? {};
  const held = new Map<string, string>();
  for (const claim of beat.claims ?? []) {
    for (const worker of holdersOf(claim)) held.set(worker, claim.key);
    if (claim.deadHolder !== undefined) held.set(claim.deadHolder, claim.key);
  }
  const working = new Set((beat.claims ?? []).filter((c) => c.working && c.holder !== null).map((c) => c.holder!));
  return trace.actors
    .filter((a) => a.role === 'worker')
    .map((actor) => {
      const name = laneName(trace.story, actor);
      const key = held.get(actor.id);
      const ticket = key === undefined ? undefined : ticketOf(key);
      const condition = conditions[actor.id] ?? { state: 'up' };
      const text =
        condition.state === 'crashed'
          ? t.crashed(name, ticket)
          : condition.state === 'paused'
            ? t.paused(name, condition.until, ticket)
            : ticket === undefined
              ? t.idle(name)
              : t.holds(name, ticket, working.has(actor.id));
      return { id: `worker:${actor.id}`, text };
    });
}

/** The live workers whose token is the row's locked_at: its holder, and any that wrote the same token. */
const holdersOf = (claim: KeyClaim): string[] => (claim.holder === null ? [] : [claim.holder, ...(claim.sharedWith ?? [])]);

/** Each row of idempotency_keys as the beat's SELECT read it, with its claim for an in_flight one. */
function rowLines(trace: Trace, beat: Beat): DescriptionLine[] {
  const rows = beat.state.idempotencyKeys;
  if (rows.length === 0) return [{ id: 'rows', text: words.description.row.none }];
  return rows.map((row) => ({ id: `row:${row.key}`, text: rowText(trace, row, beat.claims?.find((c) => c.key === row.key)) }));
}

function rowText(trace: Trace, row: IdempotencyRow, claim: KeyClaim | undefined): string {
  const t = words.description.row;
  if (row.status !== 'in_flight' || !claim) return t.done(row.key, row.locked_at, responseSummary(row.response));
  const holders = holdersOf(claim);
  const holder =
    holders.length > 0 ? t.heldBy(formatList(holders.map(workerName)), holders.length) : claim.deadHolder !== undefined ? t.deadHolder(workerName(claim.deadHolder)) : t.heldByNobody;
  return t.inFlight(row.key, row.locked_at, holder, claim.ageMs, claim.stale, trace.lockMs);
}

/** The story's ledger, every row: PayCo's charges, or the library's loans. */
function ledgerLine(trace: Trace, beat: Beat): DescriptionLine {
  const t = words.description.ledger;
  const { charges, loans } = beat.state;
  const text =
    storyFacts(trace.story).ledger.table === 'loan'
      ? t.loans(loans.length, loans.map((l) => t.loan(l.id, l.member, l.isbn)).join('; '))
      : t.charges(charges.length, charges.map((c) => t.charge(c.id, c.order_id, c.amount)).join('; '));
  return { id: 'ledger', text };
}

/** The lab: each version's latest tally up to this beat, in its table's columns. */
function labLines(trace: Trace, index: number): DescriptionLine[] {
  const latest = new Map<string, Extract<Beat['detail'], { type: 'lab' }>>();
  for (const beat of trace.beats.slice(0, index + 1)) if (beat.detail.type === 'lab') latest.set(beat.detail.version, beat.detail);
  return [...latest.values()].map((tally) => {
    const [, ...columns] = words.lab.columns[tally.unit];
    const { charges, doubleCharged, gaveUp, refused, calls } = tally.row;
    const cells = [charges, doubleCharged, gaveUp, refused, calls].map((value, i) => words.description.labCell(columns[i]!, value)).join(', ');
    return { id: `lab:${tally.version}`, text: words.description.lab(tally.version, tally.done, tally.total, cells) };
  });
}
