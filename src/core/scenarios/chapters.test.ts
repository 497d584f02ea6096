import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../sqlite';
import type { StoreStep } from '../store';
import { unfold, type Beat, type BreakId, type ChapterId, type StoryId, type Trace } from '../trace';
import { buildChapter, CHAPTER_SPECS as CHAPTERS } from './index';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const build = (chapter: ChapterId, story: StoryId, breaks: BreakId[] = []) => buildChapter(SQL, { chapter, story, breaks });
const end = (trace: Trace) => trace.beats[trace.beats.length - 1]!.state;
// Every message and step, also those of a beat that tells several at once (five copies sent).
const steps = (trace: Trace): (StoreStep & { actor: string })[] =>
  unfold(trace.beats).flatMap((b) =>
    (b.detail.type === 'sql' || b.detail.type === 'store') && b.detail.step ? [{ ...b.detail.step, actor: b.actor }] : [],
  );
/** The answers that reached a client in time: a worker's answer whose beat ends at the client. */
const answers = (trace: Trace) => {
  const clients = new Set(trace.actors.filter((a) => a.role === 'client').map((a) => a.id));
  return unfold(trace.beats).flatMap((b) =>
    b.kind === 'respond' && b.detail.type === 'http' && clients.has(b.detail.to) ? [b.detail.message] : [],
  );
};
const sqlBeats = (trace: Trace, pattern: RegExp) => unfold(trace.beats).filter((b): b is Beat & { detail: { type: 'sql' } } => b.detail.type === 'sql' && pattern.test(b.detail.sql));

describe('PayFlow chapters end where DESIGN.md says', () => {
  it('lost-response: with no key the retry charges again — 2 charges, no key rows', async () => {
    const t = await build('lost-response', 'payflow');
    expect(end(t).charges).toHaveLength(2);
    expect(end(t).idempotencyKeys).toHaveLength(0);
  });

  it('ticket: the retry with the same key replays — 1 charge, 1 done row, Idempotency-Replayed: true', async () => {
    const t = await build('ticket', 'payflow');
    expect(end(t).charges).toHaveLength(1);
    expect(end(t).idempotencyKeys.map((r) => r.status)).toEqual(['done']);
    expect(answers(t).map((m) => m.headers['idempotency-replayed'])).toEqual(['true']);
  });

  it('key-per-try: a fresh key on each attempt — 2 charges, 2 done rows', async () => {
    const t = await build('key-per-try', 'payflow');
    expect(end(t).charges).toHaveLength(2);
    expect(end(t).idempotencyKeys.map((r) => r.status)).toEqual(['done', 'done']);
  });

  it('double-click: one charge; the other click gets 409, then the replay', async () => {
    const t = await build('double-click', 'payflow');
    expect(end(t).charges).toHaveLength(1);
    const seen = answers(t).map((m) => `${m.status}${m.headers['idempotency-replayed'] ? ' replayed' : ''}`);
    expect(seen).toEqual(['409', '201', '201 replayed']);
  });

  it('mismatch: {a,b} = {b,a} replays, another cart gets 422, and the row is unchanged', async () => {
    const t = await build('mismatch', 'payflow');
    expect(end(t).charges).toHaveLength(1);
    expect(answers(t).map((m) => m.status)).toEqual([201, 201, 422]);
    expect(answers(t)[1]!.headers['idempotency-replayed']).toBe('true');
    const refused = t.beats.findIndex((b) => b.caption.id === 'decide.mismatch');
    expect(t.beats[refused - 1]!.state.idempotencyKeys).toEqual(end(t).idempotencyKeys);
  });

  it('crash: 409 while the lock is fresh, one compare-and-set takeover after lockMs, PayCo replays — 1 charge, locked_at = takeover time', async () => {
    const t = await build('crash', 'payflow');
    expect(end(t).charges).toHaveLength(1);
    const s = steps(t);
    expect(s.map((x) => x.step)).toContain('in-flight');
    const takeovers = s.filter((x) => x.step === 'took-over');
    expect(takeovers).toHaveLength(1);
    expect(s.filter((x) => x.step === 'takeover-lost')).toHaveLength(1);
    const [row] = end(t).idempotencyKeys;
    expect(row).toMatchObject({ status: 'done', locked_at: (takeovers[0] as { lockedAt: number }).lockedAt });
    expect(t.beats.some((b) => b.detail.type === 'charge' && b.detail.replayed)).toBe(true);
  });

  it('fencing: the late save changes 0 rows, the failed work deletes nothing, and the new owner’s answer stands', async () => {
    const t = await build('fencing', 'payflow');
    expect(end(t).charges).toHaveLength(1);
    const fenced = t.beats.filter((b) => b.detail.type === 'sql' && (b.detail.step?.step === 'save-fenced' || b.detail.step?.step === 'release-fenced'));
    expect(fenced.map((b) => [b.actor, (b.detail as { changes: number }).changes])).toEqual([
      ['worker-1', 0],
      ['worker-2', 0],
    ]);
    const lastTakeover = steps(t).filter((x) => x.step === 'took-over').at(-1) as { actor: string; lockedAt: number };
    expect(lastTakeover.actor).toBe('worker-3');
    expect(end(t).idempotencyKeys[0]).toMatchObject({ status: 'done', locked_at: lastTakeover.lockedAt });
  });

  it('retention: inside the window a retry replays, and the phone stops long before keys expire and reconciles; after pruning, the reused key is a new operation — the checkout runs again, and only PayCo’s own key keeps it to one charge', async () => {
    const t = await build('retention', 'payflow');
    const prune = t.beats.find((b) => b.kind === 'prune')!;
    // Only o1's key is older than the window; o2's, an hour younger, stays.
    expect(prune.detail).toMatchObject({ deleted: 1 });
    // o2's answers are both lost; its retry was a replay. What reached the phone: o1's 201, the reconcile's 200, o1's 201 again.
    expect(answers(t).map((m) => `${m.method} ${m.status} ${m.headers['idempotency-replayed'] ?? 'new'}`)).toEqual(['POST 201 new', 'GET 200 new', 'POST 201 new']);
    expect(steps(t).filter((x) => x.step === 'replayed')).toHaveLength(1);
    // The reconcile: no key, sent once the retries are over, well inside the window, before the prune.
    const ask = t.beats.find((b) => b.kind === 'send' && b.detail.type === 'http' && b.detail.message.method === 'GET')!;
    expect(ask.detail.type === 'http' && ask.detail.message).toMatchObject({ path: '/orders/o2', headers: { authorization: 'Bearer phone' } });
    expect(ask.detail.type === 'http' && ask.detail.message.headers['idempotency-key']).toBeUndefined();
    expect(ask.index).toBeLessThan(prune.index);
    expect(ask.caption.vars?.triedMs).toBeLessThan(24 * 3_600_000);
    // It found o2's charge, and the phone knows o2 is paid without sending it again.
    const answer = t.beats.find((b) => b.caption.id === 'result.reconciled')!;
    expect(answer.detail.type === 'http' && answer.detail.message.body).toEqual({ orderId: 'o2', status: 'paid', chargeIds: ['ch_2'] });
    expect(t.beats.filter((b) => b.kind === 'send' && b.detail.type === 'http' && b.detail.message.body !== null && (b.detail.message.body as { orderId?: string }).orderId === 'o2')).toHaveLength(2);
    // After the prune: a new claim, and PayCo called again with charge:o1, which replays the old charge.
    const after = t.beats.slice(prune.index);
    expect(after.some((b) => b.caption.id === 'sql.claim')).toBe(true);
    expect(after.filter((b) => b.detail.type === 'charge').map((b) => b.detail.type === 'charge' && b.detail.replayed)).toEqual([true]);
    expect(end(t).charges.map((c) => `${c.id} ${c.order_id}`)).toEqual(['ch_1 o1', 'ch_2 o2']);
  });

  it('scope: two clients, one key string — independent rows, and nobody sees another’s answer', async () => {
    const t = await build('scope', 'payflow');
    expect(end(t).idempotencyKeys.map((r) => r.key).sort()).toEqual(['phone-a:k-7f21', 'phone-b:k-7f21']);
    const results = t.beats.filter((b) => b.caption.id.startsWith('result.'));
    const byPhone = Object.fromEntries(results.map((b) => [b.detail.type === 'http' ? b.detail.to : b.actor, b.caption.vars?.chargeId]));
    expect(byPhone).toEqual({ 'phone-b': 'ch_2', 'phone-a': 'ch_1' });
  });

  it('lab: a table like the lesson’s, counted from the ledgers', async () => {
    const t = await build('lab', 'payflow');
    const rows = t.beats.flatMap((b) => (b.detail.type === 'lab' && b.detail.done === b.detail.total && !b.detail.mistakes ? [b.detail.row] : []));
    expect(rows.map((r) => r.version)).toEqual(['no-key', 'key-per-try', 'same-key']);
    // The honest limit, run: the same-key version on a store with each mistake, in one process, charges no order twice,
    // the blind takeover's run with a process dying before its work in one checkout in ten, each lock it left taken over.
    const limits = t.beats.flatMap((b) => (b.detail.type === 'lab' && b.detail.mistakes ? [b.detail] : []));
    expect(limits).toMatchObject([
      { mistakes: { claim: 'select-then-insert' }, row: { charges: 100, doubleCharged: 0 } },
      { mistakes: { takeover: 'blind' }, faults: { crashes: 10, takeovers: 10 }, row: { charges: 100, doubleCharged: 0 } },
    ]);
    // The library's claim, loan and answer commit together: no lock is left, and its lab has no takeover run.
    const library = await build('lab', 'library');
    expect(library.beats.filter((b) => b.detail.type === 'lab' && b.detail.mistakes).map((b) => b.caption.id)).toEqual(['lab.limit']);
    expect(rows[2]).toMatchObject({ charges: 100, doubleCharged: 0 });
    expect(rows[0]!.charges).toBe(rows[1]!.charges);
    expect(rows[0]!.charges).toBeGreaterThan(100);
    // The ledger reads in the order it was written: ch_9 before ch_10, not as text (ch_1, ch_10, ch_100).
    const ids = end(t).charges.map((c) => Number(c.id.slice(3)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('library chapters: the loan shares the key’s transaction', () => {
  it('lost-response and key-per-try make two loans; ticket makes one and replays', async () => {
    expect(end(await build('lost-response', 'library')).loans).toHaveLength(2);
    expect(end(await build('key-per-try', 'library')).loans).toHaveLength(2);
    const t = await build('ticket', 'library');
    expect(end(t).loans).toHaveLength(1);
    expect(answers(t)[0]!.headers['idempotency-replayed']).toBe('true');
  });

  it('double-click: five concurrent requests with one key make one loan; the claim commits first, so four get 409 in flight and come back for its body', async () => {
    const t = await build('double-click', 'library');
    expect(end(t).loans).toHaveLength(1);
    const seen = answers(t);
    expect(seen.filter((m) => m.status === 409).map((m) => (m.body as { error: string }).error)).toEqual(Array(4).fill('request_in_flight'));
    expect(seen.filter((m) => m.status === 201).map((m) => (m.body as { id: number }).id)).toEqual([1, 1, 1, 1, 1]);
    expect(seen.filter((m) => m.headers['idempotency-replayed'] === 'true')).toHaveLength(4);
  });

  it('mismatch: the raw-body digest makes a reordered body another request (409), as another loan is; one loan row', async () => {
    const t = await build('mismatch', 'library');
    expect(answers(t).map((m) => [m.status, (m.body as { error?: string }).error ?? 'ok'])).toEqual([
      [201, 'ok'],
      [409, 'key_conflict'],
      [409, 'key_conflict'],
    ]);
    expect(end(t).loans).toHaveLength(1);
  });

  it('crash: the transaction rolls back, leaving no key and no loan; the retry simply runs — 1 loan, 1 done row', async () => {
    const t = await build('crash', 'library');
    const rollback = t.beats.find((b) => b.detail.type === 'sql' && /^ROLLBACK/.test(b.detail.sql))!;
    expect(rollback.state).toMatchObject({ idempotencyKeys: [], loans: [] });
    expect(end(t).loans).toHaveLength(1);
    expect(end(t).idempotencyKeys.map((r) => r.status)).toEqual(['done']);
    expect(steps(t).map((s) => s.step)).not.toContain('in-flight');
  });

  it('fencing: a worker frozen before its transaction wakes to a done row and replays it — 1 loan', async () => {
    const t = await build('fencing', 'library');
    expect(end(t).loans).toHaveLength(1);
    const late = t.beats.filter((b) => b.kind === 'respond' && b.actor === 'worker-1');
    expect(late.map((b) => b.detail.type === 'http' && b.detail.message.headers['idempotency-replayed'])).toEqual(['true']);
  });

  it('retention and scope', async () => {
    expect(end(await build('retention', 'library')).loans).toHaveLength(2);
    const scope = await build('scope', 'library');
    expect(end(scope).idempotencyKeys.map((r) => r.key).sort()).toEqual(['desk-a:OD-7f21', 'desk-b:OD-7f21']);
  });
});

describe('break-it switches show their consequence in the same real store', () => {
  it('no key and a key per try turn the ticket chapter into two charges (and two loans)', async () => {
    expect(end(await build('ticket', 'payflow', ['no-key'])).charges).toHaveLength(2);
    expect(end(await build('ticket', 'payflow', ['key-per-try'])).idempotencyKeys).toHaveLength(2);
    expect(end(await build('ticket', 'payflow', ['key-per-try'])).charges).toHaveLength(2);
    expect(end(await build('ticket', 'library', ['no-key'])).loans).toHaveLength(2);
  });

  it('SELECT-then-INSERT: both clicks look, find nothing and charge; the second save replaces the first answer', async () => {
    const t = await build('double-click', 'payflow', ['select-then-insert']);
    expect(end(t).charges).toHaveLength(2);
    expect(new Set(answers(t).map((m) => (m.body as { chargeId: string }).chargeId))).toEqual(new Set(['ch_1', 'ch_2']));
    expect(unfold(t.beats).some((b) => b.caption.id === 'sql.save.replaced')).toBe(true);
  });

  it('no key and a key per try let a double click charge twice; in the library five copies make five loans', async () => {
    expect(end(await build('double-click', 'payflow', ['no-key'])).charges).toHaveLength(2);
    expect(end(await build('double-click', 'payflow', ['key-per-try'])).charges).toHaveLength(2);
    expect(end(await build('double-click', 'library', ['no-key'])).loans).toHaveLength(5);
    expect(end(await build('double-click', 'library', ['key-per-try'])).loans).toHaveLength(5);
  });

  it('no PayCo key: the takeover after the crash charges the card again', async () => {
    const t = await build('crash', 'payflow', ['no-provider-key']);
    expect(end(t).charges.map((c) => c.order_id)).toEqual(['o1', 'o1']);
  });

  it('blind takeover: both retries take the same stale lock and both call PayCo; with no PayCo key that is a third charge', async () => {
    const t = await build('crash', 'payflow', ['blind-takeover']);
    const takeovers = steps(t).filter((s) => s.step === 'took-over') as { oldLockedAt: number }[];
    expect(takeovers).toHaveLength(2);
    expect(takeovers[0]!.oldLockedAt).toBe(takeovers[1]!.oldLockedAt);
    expect(unfold(t.beats).filter((b) => b.kind === 'charge')).toHaveLength(3);
    // Both wrote the same time as their token: the row names both as holders.
    const tie = t.beats.find((b) => b.caption.id === 'sql.takeover.stolen.tie')!;
    const claim = tie.claims!.find((c) => c.key.endsWith(String(tie.caption.vars?.ticket)))!;
    expect([claim.holder, ...(claim.sharedWith ?? [])].sort()).toEqual([tie.actor, tie.caption.vars?.other].sort());
    expect(end(t).charges).toHaveLength(1); // only PayCo's key held
    expect(end(await build('crash', 'payflow', ['blind-takeover', 'no-provider-key'])).charges).toHaveLength(3);
    expect(end(await build('crash', 'payflow', ['no-provider-key'])).charges).toHaveLength(2);
  });

  it('no fencing: the worker that never heard PayCo deletes the new owner’s claim and the frozen one writes over the answer', async () => {
    const t = await build('fencing', 'payflow', ['no-fencing']);
    const release = sqlBeats(t, /^DELETE FROM idempotency_keys WHERE key/).find((b) => b.actor === 'worker-1')!;
    expect(release.detail.changes).toBe(1);
    // Its work threw after PayCo charged ch_1 (the answer lost): the outcome is unknown, not failed.
    expect(release.caption.id).toBe('sql.release.stale.unknown');
    const lateSave = sqlBeats(t, /^UPDATE idempotency_keys SET status = 'done'/).find((b) => b.actor === 'worker-2')!;
    expect(lateSave.detail.changes).toBe(1);
    // PayCo's own key made both answers ch_1: the unfenced save writes the same answer over the newer owner's.
    expect(lateSave.caption.id).toBe('sql.save.stale.same');
    expect(steps(t).filter((s) => s.step === 'claimed').map((s) => s.actor)).toEqual(['worker-1', 'worker-3']);
  });

  it('no PayCo key in the fencing chapter: every takeover is a new charge', async () => {
    expect(end(await build('fencing', 'payflow', ['no-provider-key'])).charges).toHaveLength(3);
  });

  it('library SELECT-then-INSERT: the wait after the look-up lets all five copies lend the book — 5 loans, one row', async () => {
    const t = await build('double-click', 'library', ['select-then-insert']);
    expect(end(t).loans).toHaveLength(5);
    expect(end(t).idempotencyKeys).toHaveLength(1);
    expect(steps(t).filter((s) => s.step === 'looked-up').map((s) => (s as { found: boolean }).found)).toEqual([false, false, false, false, false]);
    expect(unfold(t.beats).filter((b) => b.caption.id === 'sql.save.replaced')).toHaveLength(4);
    expect(new Set(answers(t).map((m) => (m.body as { id: number }).id)).size).toBe(5);
  });

  it('library blind takeover and no fencing: the scene runs the variant and nothing breaks, because the transaction leaves no race', async () => {
    for (const [chapter, brk] of [['crash', 'blind-takeover'], ['fencing', 'no-fencing']] as const) {
      const broken = await build(chapter, 'library', [brk]);
      const plain = await build(chapter, 'library');
      expect(broken.breaks).toEqual([brk]);
      expect(end(broken)).toEqual(end(plain));
      expect(broken.beats.at(-1)!.caption.id).toBe(`outro.${chapter}.${brk}`);
    }
  });

  it('ignores switches that do not apply and records only the applied ones', async () => {
    const t = await build('scope', 'payflow', ['no-fencing']);
    expect(t.breaks).toEqual([]);
    const crash = await build('crash', 'library', ['no-provider-key']); // the library has no PayCo
    expect(crash.breaks).toEqual([]);
  });
});

describe('every Trace', () => {
  it('is deterministic: the same request gives byte-identical JSON; another seed draws other keys', async () => {
    for (const chapter of ['crash', 'fencing', 'double-click'] as const) {
      const a = JSON.stringify(await buildChapter(SQL, { chapter, story: 'payflow', seed: 7 }));
      const b = JSON.stringify(await buildChapter(SQL, { chapter, story: 'payflow', seed: 7 }));
      expect(a).toBe(b);
      const c = JSON.stringify(await buildChapter(SQL, { chapter, story: 'payflow', seed: 8 }));
      expect(c).not.toBe(a);
    }
  });

  it('survives a JSON round trip unchanged', async () => {
    const t = await build('fencing', 'payflow', ['no-fencing']);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });

  it('the blank sandbox opens and closes on an empty store: nothing happens until the learner acts', async () => {
    for (const story of ['payflow', 'library'] as const) {
      const t = await build('sandbox', story);
      expect(t.beats.map((b) => b.caption.id)).toEqual(['intro.sandbox', 'outro.sandbox']);
      expect(end(t)).toEqual({ idempotencyKeys: [], charges: [], loans: [] });
      expect(t.actors.filter((a) => a.role === 'worker').map((a) => a.id)).toEqual(['worker-1', 'worker-2']);
    }
  });

  // Alike beats of one moment are told once (a double click's two sends are one beat), so a chapter may be short.
  it('has 5–40 meaningful beats per lesson chapter, numbered from 0, in time order, unchanged states shared', async () => {
    for (const story of ['payflow', 'library'] as const) {
      for (const chapter of CHAPTERS.filter((c) => c.lesson)) {
        for (const breaks of [[], chapter.storyBreaks[story]]) {
          const t = await build(chapter.id, story, breaks);
          expect(t.beats.length, `${story}/${chapter.id}`).toBeGreaterThanOrEqual(5);
          expect(t.beats.length, `${story}/${chapter.id}`).toBeLessThanOrEqual(40);
          t.beats.forEach((b, i) => {
            expect(b.index).toBe(i);
            expect(b.chapter).toBe(chapter.id);
            if (i > 0) {
              const prev = t.beats[i - 1]!;
              expect(b.time).toBeGreaterThanOrEqual(prev.time);
              if (JSON.stringify(prev.state) === JSON.stringify(b.state)) expect(b.state).toBe(prev.state);
            }
          });
        }
      }
    }
  });

  it('gives every write that changed a row its own sql beat, and folds the rest into the beat that says what they meant', async () => {
    const t = await build('crash', 'payflow');
    const writes = sqlBeats(t, /^(INSERT|UPDATE|DELETE)/);
    // claim, its release after PayCo's 503, the retry's claim, takeover, lost takeover (0 rows: its own answer), save
    expect(writes.map((b) => `${b.detail.sql.split(' ')[0]} ${b.detail.changes}`)).toEqual(['INSERT 1', 'DELETE 1', 'INSERT 1', 'UPDATE 1', 'UPDATE 0', 'UPDATE 1']);
    for (const b of writes) expect(b.detail.params.length).toBeGreaterThan(0);
    expect(t.beats.some((b) => b.detail.type === 'sql' && /^SELECT/.test(b.detail.sql))).toBe(false);
    // A claim that changed 0 rows is read with the decision it led to.
    const decisions = t.beats.filter((b) => b.detail.type === 'store' && b.detail.step.step !== 'looked-up');
    for (const d of decisions) {
      const folded = d.detail.type === 'store' ? (d.detail.reads ?? []) : [];
      expect(folded.map((r) => `${r.sql.split(' ')[0]} ${r.changes ?? 'read'}`)).toEqual(['INSERT 0', 'SELECT read']);
    }
    // PayCo's ledger INSERT is part of the charge beat; its replay only reads.
    const charges = t.beats.filter((b) => b.detail.type === 'charge');
    expect(charges.map((b) => (b.detail.type === 'charge' ? (b.detail.reads ?? []).map((r) => r.sql.split(' ')[0]) : []))).toEqual([
      ['SELECT', 'INSERT'],
      ['SELECT'],
    ]);
  });

  it('folds BEGIN into the first statement of a transaction and COMMIT into its last', async () => {
    const t = await build('ticket', 'library');
    const claim = sqlBeats(t, /^INSERT INTO idempotency_keys/)[0]!;
    expect(claim.detail.reads?.[0]?.sql).toMatch(/^BEGIN/);
    const save = sqlBeats(t, /^UPDATE idempotency_keys SET status = 'done'/)[0]!;
    expect(save.detail.after?.at(-1)?.sql).toBe('COMMIT');
    expect(sqlBeats(t, /^(BEGIN|COMMIT)/)).toEqual([]);
  });
});
