import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChapter } from '../scenarios';
import { loadSqlJs } from '../sqlite';
import { tellInTurn, type Beat, type BreakId, type ChapterId, type StoryId, type Trace } from '../trace';
import { assertionProblems, type CaptionAssertion } from './captionAssertions';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const build = (chapter: ChapterId, story: StoryId = 'payflow', breaks: BreakId[] = []) => buildChapter(SQL, { chapter, story, breaks });
/** The first beat whose caption id matches. */
const at = (trace: Trace, id: string | RegExp) => trace.beats.find((b) => (typeof id === 'string' ? b.caption.id === id : id.test(b.caption.id)))!;
/** `beat` with other caption vars: the sentence a wrong template would print. */
const saying = (beat: Beat, vars: Record<string, string | number>): Beat => ({ ...beat, caption: { ...beat.caption, vars: { ...beat.caption.vars, ...vars } } });
const check = (trace: Trace, beat: Beat, ...assertions: CaptionAssertion[]) => assertionProblems(trace, beat, assertions);

describe('the caption assertion checker, on the rows the real store wrote', () => {
  it('knows whether the client had heard an answer before: the ticket’s replay is the first the phone hears of ch_1', async () => {
    const trace = await build('ticket');
    const replay = at(trace, /^result\.replayed/);
    expect(check(trace, replay, { fact: 'heard', client: 'phone', answer: 'chargeId', before: false })).toEqual([]);
    expect(check(trace, replay, { fact: 'heard', client: 'phone', answer: 'chargeId', before: true })).toEqual(['heard: phone had never read ch_1 before this beat']);
    // The mismatch chapter's second request gets ch_1 again: the first answer did arrive.
    const again = await build('mismatch');
    expect(check(again, at(again, /^result\.replayed/), { fact: 'heard', client: 'phone', answer: 'chargeId', before: true })).toEqual([]);
  });

  it('knows which keys a joined look-up looked at: one key per request with a key per try', async () => {
    const trace = await build('double-click', 'payflow', ['key-per-try', 'select-then-insert']);
    const lookUp = at(trace, /^together\.decide\.looked-up/);
    const tickets = lookUp.together!.map((p) => (p.detail.type === 'store' ? p.detail.step.key.split(':')[1] : ''));
    expect(new Set(tickets).size).toBe(2);
    expect(check(trace, saying(lookUp, { ticket: tickets[0]! }), { fact: 'looked-up', workers: 'workerList', tickets: 'ticket', found: false })).toHaveLength(1);
    expect(check(trace, saying(lookUp, { ticketList: tickets.join(',') }), { fact: 'looked-up', workers: 'workerList', tickets: 'ticketList', found: false })).toEqual([]);
  });

  it('tells a blind takeover from compare-and-set, and a dead holder from a live one', async () => {
    const crash = await build('crash');
    const cas = at(crash, /^sql\.takeover/);
    expect(check(crash, cas, { fact: 'takeover', how: 'compare-and-set', from: 'gone' })).toEqual([]);
    expect(check(crash, cas, { fact: 'takeover', how: 'blind' })).toHaveLength(1);
    const blind = await build('crash', 'payflow', ['blind-takeover']);
    expect(check(blind, at(blind, /^sql\.takeover/), { fact: 'takeover', how: 'blind' })).toEqual([]);
    // The fencing chapter's first takeover takes the claim of a worker still waiting on PayCo.
    const fencing = await build('fencing');
    const live = at(fencing, /^sql\.takeover/);
    expect(check(fencing, saying(live, { other: 'worker-1' }), { fact: 'takeover', how: 'compare-and-set', from: 'live', other: 'other' })).toEqual([]);
    expect(check(fencing, live, { fact: 'takeover', how: 'compare-and-set', from: 'gone' })).toHaveLength(1);
  });

  it('reads locked_at in milliseconds, as the row holds it', async () => {
    const trace = await build('crash');
    const takeover = at(trace, /^sql\.takeover/);
    const key = takeover.detail.type === 'sql' && takeover.detail.step?.step === 'took-over' ? takeover.detail.step : undefined;
    const claim = (ms: number) => saying(takeover, { ticket: 'k-e515', at: ms });
    expect(check(trace, claim(key!.lockedAt), { fact: 'locked-at', ticket: 'ticket', value: 'at' })).toEqual([]);
    expect(check(trace, claim(key!.lockedAt / 1000), { fact: 'locked-at', ticket: 'ticket', value: 'at' })).toHaveLength(1);
    expect(check(trace, claim(key!.oldLockedAt), { fact: 'locked-at', ticket: 'ticket', value: 'at', when: 'before' })).toEqual([]);
  });

  it('says where every charge came from: two blind takeovers, each charging again without PayCo’s key', async () => {
    const trace = await build('crash', 'payflow', ['no-provider-key', 'blind-takeover']);
    const end = saying(trace.beats.at(-1)!, { n: 2, three: 3, later: 'ch_2,ch_3', first: 'ch_1', owners: 'o1' });
    expect(check(trace, end, { fact: 'takeovers', count: 'n', how: 'blind' }, { fact: 'ledger', count: 'three' })).toEqual([]);
    expect(check(trace, saying(end, { laterList: 'ch_2,ch_3', ownerList: 'o1' }), { fact: 'caused', ids: 'laterList', cause: 'blind-takeover' }, { fact: 'doubled', owners: 'ownerList' })).toEqual([]);
    expect(check(trace, end, { fact: 'caused', ids: 'first', cause: 'claim', retry: true })).toEqual([]);
    expect(check(trace, end, { fact: 'caused', ids: 'first', cause: 'takeover' })).toEqual(['caused: ch_1 came from claim, not takeover']);
    expect(check(trace, end, { fact: 'takeovers', count: 'n', how: 'compare-and-set' })).toHaveLength(1);
  });

  it('finds a worker that acts while frozen or down', async () => {
    const trace = await build('fencing');
    const pause = at(trace, 'pause');
    const during: Beat = { ...trace.beats[pause.index + 1]!, actor: pause.actor };
    expect(check(trace, saying(during, { worker: pause.actor }), { fact: 'acts', worker: 'worker' })).toEqual([`acts: ${pause.actor} is not a running worker here`]);
    const wake = at(trace, 'wake');
    expect(check(trace, saying(trace.beats[wake.index + 1]!, { worker: wake.actor }), { fact: 'acts', worker: 'worker' })).toEqual([]);
  });

  it('names a row unambiguously only by its scoped key when two clients share the ticket', async () => {
    const trace = await build('scope');
    const second = trace.beats.filter((b) => b.caption.id.startsWith('sql.claim')).at(1)!;
    expect(check(trace, saying(second, { name: 'k-7f21' }), { fact: 'names-row', ticket: 'name' })).toHaveLength(1);
    expect(check(trace, saying(second, { name: 'phone-b:k-7f21' }), { fact: 'names-row', ticket: 'name' })).toEqual([]);
  });

  it('says which rows a prune deleted', async () => {
    const trace = await build('retention');
    const prune = at(trace, /^prune/);
    expect(check(trace, saying(prune, { ticketList: 'k-e515' }), { fact: 'pruned', tickets: 'ticketList' })).toEqual([]);
    expect(check(trace, saying(prune, { ticketList: '' }), { fact: 'pruned', tickets: 'ticketList' })).toHaveLength(1);
  });

  it('says what the client knows of a key, and what it accepted', async () => {
    const trace = await build('mismatch');
    const refused = trace.beats.filter((b) => b.detail.type === 'http' && b.detail.message.status === 422).at(-1)!;
    const vars = saying(refused, { phone: 'phone', ticket: 'k-e515', answer: 'ch_1' });
    expect(check(trace, vars, { fact: 'key-known', client: 'phone', ticket: 'ticket', known: true }, { fact: 'accepted', client: 'phone', answer: 'answer' })).toEqual([]);
    expect(check(trace, vars, { fact: 'key-known', client: 'phone', ticket: 'ticket', known: false })).toHaveLength(1);
  });

  it('reports a var the caption does not set instead of passing', async () => {
    const trace = await build('ticket');
    expect(check(trace, trace.beats[0]!, { fact: 'ledger', count: 'nothing' })).toEqual(['ledger: the caption sets no nothing']);
  });

  it('tells “too” only right after a beat with the same caption id, every other one of a run', async () => {
    const trace = await build('ticket');
    // Three sends in a row, as a learner's scene of several orders makes them: plain, too, plain.
    const send = at(trace, 'send.first');
    const run: Trace = { ...trace, beats: [0, 1, 2].map((i) => ({ ...send, index: i, caption: { ...send.caption, vars: { ...send.caption.vars, ticket: `k-${i}` } } })) };
    expect(tellInTurn(run).beats.map((b) => b.caption.also ?? false)).toEqual([false, true, false]);
    expect(tellInTurn(trace)).toBe(trace); // a chapter has no two beats in a row with one caption id
    const told = tellInTurn(run);
    expect(check(told, told.beats[1]!)).toEqual([]);
    // Said of a beat that follows another caption, "too" is false.
    const first = { ...told.beats[0]!, caption: { ...told.beats[0]!.caption, also: true as const } };
    expect(check({ ...told, beats: [first, ...told.beats.slice(1)] }, first)).toEqual([`also: told as “too” after no beat, not after another ${send.caption.id}`]);
  });
});
