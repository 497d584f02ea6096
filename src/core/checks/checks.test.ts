import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter, buildScene, chapterScene } from '../scenarios';
import { loadSqlJs } from '../sqlite';
import { checkTrace, clientViews } from './index';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const verdicts = (trace: Parameters<typeof checkTrace>[0]) => Object.fromEntries(checkTrace(trace).map((c) => [c.id, c.holds]));

describe('the checks, on the rows the real store wrote', () => {
  it('every check holds when one key absorbs the lost answer (ticket)', async () => {
    expect(verdicts(await buildChapter(SQL, { chapter: 'ticket', story: 'payflow' }))).toEqual({
      'charged-once': true,
      'answers-saved': true,
      'no-orphan-claim': true,
      'outcomes-known': true,
    });
  });

  it('without a key, the order is charged twice: broken at the beat whose ledger first holds the second charge', async () => {
    const trace = await buildChapter(SQL, { chapter: 'lost-response', story: 'payflow' });
    const check = checkTrace(trace).find((c) => c.id === 'charged-once')!;
    expect(check).toMatchObject({ holds: false, facts: { owner: 'o1', count: 2 } });
    expect(trace.beats[check.brokeAt!]!.state.charges).toHaveLength(2);
    expect(trace.beats[check.brokeAt! - 1]!.state.charges).toHaveLength(1);
  });

  it('the library counts loans per member: five copies of one press, one loan', async () => {
    expect(verdicts(await buildChapter(SQL, { chapter: 'double-click', story: 'library' }))['charged-once']).toBe(true);
    expect(verdicts(await buildChapter(SQL, { chapter: 'double-click', story: 'library', breaks: ['select-then-insert'] }))['charged-once']).toBe(false);
  });

  it('an answer the client accepted that the saved response contradicts (SELECT, then INSERT) breaks answers-saved', async () => {
    const trace = await buildChapter(SQL, { chapter: 'double-click', story: 'payflow', breaks: ['select-then-insert'] });
    expect(checkTrace(trace).find((c) => c.id === 'answers-saved')).toMatchObject({ holds: false, facts: { key: 'phone:k-e515' } });
  });

  it('a worker that dies after its claim, with a client that never comes back, leaves an orphan claim and an unknown outcome', async () => {
    const scene = chapterScene('ticket', 'payflow', []);
    scene.phones[0]!.maxAttempts = 1;
    scene.network.lose = [];
    scene.faults = [{ kind: 'crash', worker: 'worker-1', at: 'work' }];
    const trace = await buildScene(SQL, { story: 'payflow', chapter: 'ticket', breaks: [], seed: 1, scene, intro: 'intro.ticket', outro: 'outro.ticket' });
    const checks = checkTrace(trace);
    const orphan = checks.find((c) => c.id === 'no-orphan-claim')!;
    expect(orphan).toMatchObject({ holds: false });
    expect(trace.beats[orphan.brokeAt!]!.kind).toBe('crash'); // unheld from the crash on
    expect(checks.find((c) => c.id === 'outcomes-known')).toMatchObject({ holds: false, facts: { phone: 'phone', intent: 1, knows: 'gave-up' } });
  });
});

describe('what the client knows', () => {
  it('lost-response: unknown on the phone after the timeout, while the ledger already holds the charge', async () => {
    const trace = await buildChapter(SQL, { chapter: 'lost-response', story: 'payflow' });
    const views = clientViews(trace);
    const timeout = trace.beats.findIndex((b) => b.kind === 'timeout');
    expect(views[timeout]).toEqual([{ phone: 'phone', intent: 1, knows: 'unknown', since: timeout }]);
    expect(trace.beats[timeout]!.state.charges).toHaveLength(1);
    // The retry stays "unknown" while it is on its way, and the answer makes it done.
    expect(views[timeout + 1]![0]!.knows).toBe('unknown');
    expect(views.at(-1)![0]!.knows).toBe('done');
  });

  it('mismatch: each intent on its own, the reused key for another cart refused', async () => {
    const trace = await buildChapter(SQL, { chapter: 'mismatch', story: 'payflow' });
    expect(clientViews(trace).at(-1)!.map((v) => v.knows)).toEqual(['done', 'done', 'refused']);
  });

  it('knows nothing before the first send', async () => {
    const trace = await buildChapter(SQL, { chapter: 'ticket', story: 'payflow' });
    expect(clientViews(trace)[0]).toEqual([]);
  });
});
