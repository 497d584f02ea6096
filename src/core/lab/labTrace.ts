import type { Database, SqlJsStatic } from 'sql.js';
import { connectionFor } from '../sqlite/connection';
import { readState } from '../trace/snapshot';
import type { Actor, Beat, BeatDetail, CaptionRef, LabRow, StateSnapshot, StoryId, Trace } from '../trace/types';
import { lanesOf } from '../sim/lanes';
import { storyProfile } from '../stories';
import { runLab } from './lab';
import { sameKeyTally, type LabCrashes } from './labVersion';
import type { StoreVariant } from '../store/IdempotencyStore';

/** The lesson's parameters: 100 checkouts, 20% of answers lost, up to 5 attempts. */
export const LESSON_LAB = { checkouts: 100, loss: 0.2, attempts: 5 } as const;

/**
 * The `lab` chapter: the l4 experiment run for real, one version after another: a beat as each version
 * starts, a beat with its tally and the ledger's rows when it is done, and the lab's honest limit.
 */
export async function buildLabTrace(SQL: SqlJsStatic, { story, seed }: { story: StoryId; seed: number }): Promise<Trace> {
  const beats: Beat[] = [];
  const unit = storyProfile(story).ledger.unit;
  const empty: StateSnapshot = { idempotencyKeys: [], charges: [], loans: [] };
  let last = empty;
  let lastJson = JSON.stringify(empty);
  let time = 0;
  const push = (detail: BeatDetail, caption: CaptionRef, state: StateSnapshot, freshDatabase?: true) => {
    const json = JSON.stringify(state);
    if (json !== lastJson) [last, lastJson] = [state, json];
    beats.push({ index: beats.length, time, actor: 'scene', kind: 'note', detail, state: last, chapter: 'lab', caption, ...(freshDatabase && { freshDatabase }) });
  };
  const { checkouts, loss, attempts } = LESSON_LAB;
  push({ type: 'note' }, { id: 'intro.lab', vars: { checkouts, lossShare: loss, attempts } }, empty);

  let started = '';
  const rows = await runLab(SQL, {
    story,
    seed,
    checkouts,
    loss,
    attempts,
    onCheckout(version, done, db, tally) {
      if (started !== version) {
        started = version;
        // Each version runs on a database of its own: what the last one left was not deleted by this.
        push({ type: 'note' }, { id: `lab.start.${version}` }, empty, true);
      }
      // The lab's phone needs about a quarter of a second per answered checkout.
      time += 250;
      if (done !== checkouts) return;
      const { row, chargesPerOrder } = tally();
      const detail: BeatDetail = { type: 'lab', version, unit, done, total: checkouts, row, chargesPerOrder };
      push(detail, { id: `lab.done.${version}${shapeOf(chargesPerOrder)}`, vars: labVars(row, done, chargesPerOrder) }, snapshot(db, story));
    },
  });
  // One process cannot race: the same-key version again, its store with the mistakes the honest limit
  // names, counted from its own ledger. First a SELECT-then-INSERT claim (it never leaves a row in
  // flight); then, where a lock can be left behind, a takeover without compare-and-set, with crashes.
  const settings = { story, seed, checkouts, loss, attempts };
  const limit = await sameKeyTally(SQL, settings, { variant: CLAIM_MISTAKE });
  time += 250 * checkouts;
  push({ type: 'lab', version: 'same-key', unit, done: checkouts, total: checkouts, row: limit.row, chargesPerOrder: limit.chargesPerOrder, mistakes: CLAIM_MISTAKE }, { id: 'lab.limit', vars: { charges: limit.row.charges, doubled: limit.row.doubleCharged, done: checkouts } }, last);
  // The library's claim, loan and answer commit as one transaction: no lock is ever left for a takeover.
  if (!storyProfile(story).workInKeyTransaction) {
    const blind = await sameKeyTally(SQL, settings, { variant: TAKEOVER_MISTAKE, crashes: LIMIT_CRASHES });
    time += 250 * checkouts;
    const { crashes, takeovers } = blind;
    const vars = { charges: blind.row.charges, doubled: blind.row.doubleCharged, done: checkouts, crashes, takeovers, every: LIMIT_CRASHES.every };
    const detail: BeatDetail = { type: 'lab', version: 'same-key', unit, done: checkouts, total: checkouts, row: blind.row, chargesPerOrder: blind.chargesPerOrder, mistakes: TAKEOVER_MISTAKE, faults: { crashes, takeovers } };
    push(detail, { id: 'lab.limit.takeover', vars }, last);
  }
  const by = (v: string) => rows.find((r) => r.version === v)!;
  push({ type: 'note' }, {
    id: 'outro.lab',
    vars: {
      noKey: by('no-key').charges,
      perTry: by('key-per-try').charges,
      sameKey: by('same-key').charges,
      doubled: by('no-key').doubleCharged,
      calls: by('same-key').calls,
    },
  }, last);
  return { kind: 'lab', chapter: 'lab', story, breaks: [], seed, lockMs: 5_000, actors: labActors(story), beats };
}

/** The honest limit's stores: the two mistakes that cannot race in one process, one each. */
const CLAIM_MISTAKE: Partial<StoreVariant> = { claim: 'select-then-insert' };
const TAKEOVER_MISTAKE: Partial<StoreVariant> = { takeover: 'blind' };
/** A takeover needs a lock left behind: one checkout in ten dies before its work. */
const LIMIT_CRASHES: LabCrashes = { every: 10 };


/** The lab's lanes: its phone (or desk app), the network, one worker, SQLite, and PayCo in PayFlow. */
export function labActors(story: StoryId): Actor[] {
  return lanesOf(story, { phones: [{ id: 'phone' }], workers: ['worker-1'] });
}

/** How the orders charged more than once spread: none, all twice, some three times, some more often. */
function shapeOf(perOrder: Record<number, number>): '' | '.twice' | '.thrice' | '.more' {
  const most = Math.max(1, ...Object.keys(perOrder).map(Number).filter((n) => perOrder[n]! > 0));
  return most === 1 ? '' : most === 2 ? '.twice' : most === 3 ? '.thrice' : '.more';
}

function labVars(row: LabRow, done: number, perOrder: Record<number, number>): Record<string, string | number> {
  const often = Object.entries(perOrder).reduce((sum, [n, orders]) => (Number(n) >= 4 ? sum + orders : sum), 0);
  return { version: row.version, done, charges: row.charges, doubled: row.doubleCharged, twice: perOrder[2] ?? 0, thrice: perOrder[3] ?? 0, often, calls: row.calls, gaveUp: row.gaveUp };
}

function snapshot(db: Database, story: StoryId): StateSnapshot {
  return readState(connectionFor(db), storyProfile(story).ledger.table);
}
