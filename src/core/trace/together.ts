/**
 * Beats that several actors did alike at one moment, told once (STYLE.md: a beat earns its place by
 * changing something the learner should look at): five copies of one press leave together, four
 * workers replay the same saved answer, two workers call PayCo in the same millisecond. A run of such
 * beats becomes one beat whose parts (`Beat.together`) keep every message, statement and caption.
 * Which beats join is decided here, from their kind, time and caption id; the words of the joined
 * caption (`together.…`) live in src/narration.
 */
import type { Beat, BeatPart, CaptionRef, Trace } from './types';

/** The parts a beat tells: its `together` parts, or the beat itself. */
export function partsOf(beat: Beat): BeatPart[] {
  return beat.together ?? [{ actor: beat.actor, detail: beat.detail, caption: beat.caption, ...(beat.request ? { request: beat.request } : {}) }];
}

/**
 * Every part of `beats` as a beat of its own, with its beat's index, time, kind and state: for readers
 * that follow each message and step (the fork, the offers, the predictions) rather than what is told.
 */
export function unfold(beats: readonly Beat[]): Beat[] {
  return beats.flatMap((beat) => (beat.together ? beat.together.map((part) => partAsBeat(beat, part)) : [beat]));
}

/** One part of `beat` as a beat of its own: the part's actor, detail, caption and request on the beat's moment and state. */
function partAsBeat(beat: Beat, { actor, detail, caption, request }: BeatPart): Beat {
  const { request: _joined, ...moment } = beat;
  return { ...moment, actor, detail, caption, ...(request ? { request } : {}) };
}

/**
 * The runs that are told together, by the id of the joined caption: the caption ids the run's first
 * beat may have, those the beats after it may have, and at most how many it joins.
 */
interface Run {
  joined: string;
  first: readonly string[];
  next: readonly string[];
  most?: number;
  /** A var each beat of the run must have its own value of (two orders' first sends, each its own key). */
  distinct?: string;
  /**
   * The vars every beat of the run must share (default `SAME`): a caption that names one {ticket}, one
   * {paycoKey} or one {phone} joins only beats that have it. Runs whose captions list the keys
   * (`{ticketList}`) join several.
   */
  same?: readonly string[];
  /** Its words make the workers the subject ("{workerList} call PayCo"): it joins only beats of two workers or more. */
  several?: boolean;
}

/** What joined beats share unless their run says otherwise: two orders' retries are not one thing done alike. */
const SAME = ['ticket', 'paycoKey', 'phone'] as const;

/** A run whose beats all have one of `ids`. */
const alike = (joined: string, ...ids: string[]): Run => ({ joined, first: ids, next: ids });
/** The same, told with the workers as the subject. */
const byWorkers = (joined: string, ...ids: string[]): Run => ({ ...alike(joined, ...ids), several: true });

const RUNS: readonly Run[] = [
  // An intent's first send with its other taps (a double click), or with fresh keys (a key per try).
  { joined: 'together.send', first: ['send.first', 'send.tap'], next: ['send.tap'] },
  { joined: 'together.send.newkey', first: ['send.first', 'send.newkey'], next: ['send.newkey'], same: ['phone'] },
  // A new tap that leaves as the first tap's retry does (an impatient user meets the app's own retry).
  { joined: 'together.send.tap-and-retry', first: ['send.tap'], next: ['send.retry.tap', 'send.retry.tap.retry-after'], most: 2 },
  alike('together.send.nokey', 'send.nokey'),
  // Several orders' first sends in one moment (a learner's scene), each with its own key.
  { ...alike('together.send.first', 'send.first'), distinct: 'ticket', same: [] },
  alike('together.send.retry', 'send.retry', 'send.retry.tap'),
  alike('together.send.retry.retry-after', 'send.retry.retry-after', 'send.retry.tap.retry-after'),
  alike('together.decide.in-flight', 'decide.in-flight.now', 'decide.in-flight'),
  { ...byWorkers('together.respond.in-flight', 'respond.in-flight'), same: [] },
  { ...alike('together.timeout', 'timeout'), same: ['phone'] },
  alike('together.decide.replayed', 'decide.replayed'),
  { ...byWorkers('together.decide.looked-up.none', 'decide.looked-up.none'), same: [] },
  byWorkers('together.decide.stale', 'decide.stale'),
  byWorkers('together.payco.charged', 'payco.charged'),
  byWorkers('together.payco.charged.nokey', 'payco.charged.nokey'),
  byWorkers('together.payco.replayed', 'payco.replayed'),
  { ...byWorkers('together.sql.loan', 'sql.loan'), same: ['member', 'isbn'] },
  { ...byWorkers('together.sql.loan.claimed', 'sql.loan.claimed'), same: ['member', 'isbn'] },
  // SELECT-then-INSERT's late writes of the key, the first an INSERT, the rest replacing it (or each its own key).
  { ...byWorkers('together.sql.save.late', 'sql.save.late-insert', 'sql.save.replaced'), same: [] },
  { ...byWorkers('together.sql.claim', 'sql.claim'), same: [] },
  { ...byWorkers('together.sql.save', 'sql.save'), same: [] },
  { ...alike('together.result', 'result.ok', 'result.replayed', 'result.replayed.again'), same: ['phone'] },
];

/**
 * Transactions that several requests ran one after another in the same moment, told once: the
 * library's claim, loan and save (five requests, five keys), or its loan and late key (the
 * SELECT-then-INSERT mistake). Each block is one actor's beats in this order; at least two blocks join.
 */
interface Block {
  joined: string;
  /** The caption ids each beat of a block may have, in order. */
  pattern: readonly (readonly string[])[];
  /** The vars every block shares with the first (the joined caption names them once). */
  same: readonly string[];
}

const BLOCKS: readonly Block[] = [
  { joined: 'together.tx.keyed', pattern: [['sql.claim'], ['sql.loan.keyed'], ['sql.save']], same: ['member'] },
  { joined: 'together.tx.look-up', pattern: [['sql.loan'], ['sql.save.late-insert', 'sql.save.replaced']], same: ['member', 'isbn'] },
];

/** How many beats from `i` form whole blocks of `block` (0 unless at least two). */
function blockRun(beats: readonly Beat[], i: number, block: Block): number {
  const p = block.pattern.length;
  const time = beats[i]!.time;
  const fits = (start: number) =>
    block.pattern.every((ids, k) => {
      const beat = beats[start + k];
      if (beat === undefined || beat.time !== time || beat.actor !== beats[start]!.actor || !ids.includes(beat.caption.id)) return false;
      const first = beats[i + k]!.caption.vars ?? {};
      return block.same.every((name) => beat.caption.vars?.[name] === first[name]);
    });
  let end = i;
  while (fits(end)) end += p;
  return end - i >= 2 * p ? end - i : 0;
}

/** `next` joins the run `first` began. */
function joins(run: Run, first: Beat, next: Beat): boolean {
  const [a, b] = [first.caption.vars ?? {}, next.caption.vars ?? {}];
  const distinct = run.distinct === undefined || a[run.distinct] !== b[run.distinct];
  const shared = (run.same ?? SAME).every((name) => a[name] === b[name]);
  return next.time === first.time && next.kind === first.kind && next.detail.type === first.detail.type && run.next.includes(next.caption.id) && distinct && shared;
}

/** The distinct values of `name` among the parts, in order, as one comma-separated var. */
function listOf(parts: readonly BeatPart[], name: string): string {
  return [...new Set(parts.flatMap((p) => (p.caption.vars?.[name] === undefined ? [] : [String(p.caption.vars[name])])))].join(',');
}

/** The joined caption of a run: the first part's vars, how many parts, and the lists that differ. */
function joinedCaption(joined: string, parts: readonly BeatPart[], blocks?: number): CaptionRef {
  const vars: Record<string, string | number> = { ...parts[0]!.caption.vars, count: blocks ?? parts.length };
  for (const name of ['worker', 'ticket', 'chargeId', 'loanId', 'member', 'isbn']) {
    const list = listOf(parts, name);
    if (list !== '') vars[`${name}List`] = list;
    // One value shared by every part that has it: the caption may name it alone, though the first part lacks it (a block's loan before its key).
    if (list !== '' && !list.includes(',') && vars[name] === undefined) vars[name] = list;
  }
  let id = joined;
  if (joined === 'together.result') {
    const replayed = parts.filter((p) => p.caption.id.startsWith('result.replayed')).length;
    vars.replayed = replayed;
    vars.created = parts.length - replayed;
    id = replayed === 0 ? 'together.result.created' : replayed === parts.length ? 'together.result.replayed' : 'together.result.mixed';
  }
  // Several requests, several keys: one sentence cannot name "the" key they looked up or wrote.
  const keys = vars.ticketList === undefined ? 0 : String(vars.ticketList).split(',').length;
  if (keys > 1 && ['together.decide.looked-up.none', 'together.tx.look-up', 'together.sql.save.late'].includes(joined)) id = `${joined}.keys`;
  // Fewer keys than requests (a double click among them): no request's key is "its own".
  if ((id === 'together.tx.look-up.keys' || id === 'together.sql.save.late.keys') && keys < Number(vars.count)) id = id.replace(/\.keys$/, '.mixed');
  return { id, vars };
}

/**
 * `trace` with every run of alike beats told as one beat, indices renumbered and each point visit's
 * `after` moved to the beat its old beat joined. A trace with no such run comes back unchanged.
 */
export function tellTogether(trace: Trace): Trace {
  const beats: Beat[] = [];
  const newIndex: number[] = [];
  for (let i = 0; i < trace.beats.length; ) {
    const first = trace.beats[i]!;
    const second = trace.beats[i + 1];
    const block = BLOCKS.map((b) => ({ block: b, length: blockRun(trace.beats, i, b) })).find((b) => b.length > 0);
    const run = !block && second ? RUNS.find((r) => r.first.includes(first.caption.id) && joins(r, first, second)) : undefined;
    let end = i + (block?.length ?? 1);
    if (run) while (end < trace.beats.length && end - i < (run.most ?? Infinity) && joins(run, first, trace.beats[end]!)) end++;
    // One worker's requests, told as "Worker 2 call PayCo": each is told on its own instead (a block's words, too, make its workers the subject).
    if ((block || run?.several) && new Set(trace.beats.slice(i, end).map((b) => b.caption.vars?.worker ?? b.actor)).size < 2) end = i + 1;
    const members = trace.beats.slice(i, end);
    for (let k = i; k < end; k++) newIndex[k] = beats.length;
    if (members.length === 1) beats.push({ ...first, index: beats.length });
    else {
      const parts = members.map(({ actor, detail, caption, request }) => ({ actor, detail, caption, ...(request ? { request } : {}) }));
      const last = members.at(-1)!;
      const caption = block ? joinedCaption(block.block.joined, parts, block.length / block.block.pattern.length) : joinedCaption(run!.joined, parts);
      const beat: Beat = { ...first, index: beats.length, state: last.state, caption, together: parts };
      if (last.claims) beat.claims = last.claims;
      beats.push(beat);
    }
    i = end;
  }
  if (beats.length === trace.beats.length) return trace;
  const visits = trace.visits?.map((v) => ({ ...v, after: v.after < 0 ? v.after : newIndex[v.after]! }));
  return { ...trace, beats, ...(visits ? { visits } : {}) };
}

/**
 * `trace` with each beat that repeats the caption id of the beat before it marked `also` (told with
 * "too"), every other one in a run: a learner's scene kills two workers, loses two requests or times
 * out two orders in a row, and "Worker 2 is killed too" reads as news where a copy of the sentence
 * before reads as a stutter. The third of a run is told plainly again, as the first.
 */
export function tellInTurn(trace: Trace): Trace {
  const beats: Beat[] = [];
  for (const beat of trace.beats) {
    const before = beats.at(-1)?.caption;
    beats.push(before && before.id === beat.caption.id && !before.also ? { ...beat, caption: { ...beat.caption, also: true } } : beat);
  }
  return beats.some((beat, i) => beat !== trace.beats[i]) ? { ...trace, beats } : trace;
}
