/**
 * The text form of a learner's scene, as it travels in `scene=` (EMBEDDING.md, "Scenes in a link"):
 * readable, versioned, and short enough to write by hand. Statements are separated by `;` (or new
 * lines); the first says the version, the second the story and where the scene starts:
 *
 *   v1; payflow sandbox; order @0; crash worker-1 save; wait @6s; tap 1 @6.1s
 *   v1; library from crash 5 break blind-takeover; lose response 1.1.1
 *
 * Times are `@` a moment of the scene (`@6001`, `@6s`, `@1.5min`, `@25h`, `@2d`; ms without a unit).
 * The parser names every error by its place in the text, and never throws. What went wrong is data
 * (`SceneTextProblem`: an id and its facts), worded by the catalog (`words.sceneLink.why`).
 */
import type { WorkerPoint } from '../core/sim/faults';
import { CHAPTER_IDS, BREAK_IDS, STORY_IDS, type BreakId, type StoryId } from '../core/trace';
import type { Action, MessageRef } from '../sandbox/actions';
import { lastMoment, SCENE_LIMITS, SCENE_VERSION, type SandboxScene, type SceneStart } from '../sandbox/sceneFormat';

import type { SceneSlot, SceneTextProblem } from '../sandbox/sceneTextProblem';

export type { SceneSlot, SceneTextProblem };

/** Where the text went wrong: the statement (from 1), the character offset in the text, and why. */
export interface SceneTextError {
  statement: number;
  at: number;
  problem: SceneTextProblem;
}

export type SceneParse = { ok: true; scene: SandboxScene } | { ok: false; error: SceneTextError };

/** A link this long is refused before it is read (a scene of 64 actions needs about 2,000). */
export const MAX_SCENE_TEXT = 8_000;

const POINTS: readonly WorkerPoint[] = ['receive', 'claim', 'read', 'takeover', 'work', 'save', 'release', 'respond', 'in-transaction'];
/** The verbs a statement may start with, as a problem lists them. */
const VERBS = ['order', 'tap', 'reuse', 'wait', 'lose', 'delay', 'crash', 'pause', 'restart', 'lockMs', 'paycoKey', 'break', 'add-worker'] as const;
const UNITS: Record<string, number> = { '': 1, ms: 1, s: 1_000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** `ms` as the text writes it: whole seconds, minutes, hours or days when it is one, else ms. */
export function formatDuration(ms: number): string {
  for (const [unit, size] of [['d', 86_400_000], ['h', 3_600_000], ['min', 60_000], ['s', 1_000]] as const) {
    if (ms !== 0 && ms % size === 0) return `${ms / size}${unit}`;
  }
  return String(ms);
}

function messageText(m: MessageRef, firstPhone: string): string {
  const phone = m.phone === firstPhone ? '' : ` ${m.phone}`;
  return `${m.direction} ${m.intent}.${m.tap}.${m.attempt}${phone}`;
}

/** One action as the text writes it (the scene's first client goes unnamed). */
export function actionText(a: Action, firstPhone = 'phone'): string {
  const at = (t: number) => `@${formatDuration(t)}`;
  switch (a.do) {
    case 'order':
      return `order ${at(a.at)}`;
    case 'tap':
      return `tap ${a.intent} ${at(a.at)}`;
    case 'reuse':
      return `reuse ${at(a.at)}`;
    case 'wait':
      return `wait ${at(a.at)}${a.prune ? ' prune' : ''}`;
    case 'lose':
      return `lose ${messageText(a, firstPhone)}`;
    case 'delay':
      return `delay ${messageText(a, firstPhone)} by ${formatDuration(a.ms)}`;
    case 'lose-payco':
      return `lose payco ${a.call}`;
    case 'crash':
      return `crash ${a.worker} ${a.point}${a.visit === 1 ? '' : ` ${a.visit}`}`;
    case 'kill':
      return `crash ${a.worker} ${at(a.at)}`;
    case 'pause':
      return `pause ${a.worker} ${a.point}${a.visit === 1 ? '' : ` ${a.visit}`} for ${formatDuration(a.ms)}`;
    case 'restart':
      return `restart ${a.worker} ${at(a.at)}`;
    case 'lock':
      return `lockMs ${formatDuration(a.ms)}`;
    case 'payco-key':
      return `paycoKey ${a.on ? 'on' : 'off'}`;
    case 'break':
      return `break ${a.id} ${a.on ? 'on' : 'off'}`;
    case 'add-worker':
      return 'add-worker';
  }
}

/** Where a scene starts, as its second statement writes it after the story: `sandbox`, `from crash 5 break blind-takeover`. */
export function startText(from: SceneStart): string {
  return from.chapter === 'sandbox' ? 'sandbox' : `from ${from.chapter} ${from.beat}${from.breaks.map((b) => ` break ${b}`).join('')}`;
}

/** The scene as text, statements joined by `; `. `parseSceneText(sceneText(s))` gives `s` back. */
export function sceneText(scene: SandboxScene): string {
  return [`v${scene.version}`, `${scene.story} ${startText(scene.from)}`, ...scene.actions.map((a) => actionText(a))].join('; ');
}

/** A statement's words, each with its offset in the whole text. */
export interface Word {
  text: string;
  at: number;
}

/** One statement: its words, and where it starts in the text. */
export interface Statement {
  words: Word[];
  at: number;
}

/** The statements of `text`: separated by `;` or new lines, empty ones left out. */
export function statementsOf(text: string): Statement[] {
  const out: Statement[] = [];
  const re = /[^;\n]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const words: Word[] = [];
    const wre = /\S+/g;
    for (let w = wre.exec(m[0]); w; w = wre.exec(m[0])) words.push({ text: w[0], at: m.index + w.index });
    if (words.length) out.push({ words, at: words[0]!.at });
  }
  return out;
}

/** Thrown inside a parser (this one, and the comparison's, compareLink.ts), caught by it: where, and the problem. */
export class TextFail<P extends { kind: string } = SceneTextProblem> extends Error {
  constructor(
    readonly at: number,
    readonly problem: P,
  ) {
    super(problem.kind);
  }
}
const Fail = TextFail;

/** Reads the version statement: `v` and the version this Cloakroom reads, else the problem, by name. */
export function readVersion(version: Statement | undefined, reads: number): void {
  if (!version) throw new Fail(0, { kind: 'empty', version: reads });
  const v = /^v(\d+)$/.exec(version.words[0]!.text);
  if (!v || version.words.length > 1) throw new Fail(version.at, { kind: 'notVersion', text: version.words.map((w) => w.text).join(' '), version: reads });
  if (Number(v[1]) !== reads) throw new Fail(version.at, { kind: 'otherVersion', version: v[1]!, reads });
}

/** Reads a scene's text; every error names its statement and its place in the text. */
export function parseSceneText(text: string): SceneParse {
  if (text.length > MAX_SCENE_TEXT) return { ok: false, error: { statement: 0, at: MAX_SCENE_TEXT, problem: { kind: 'tooLong', length: text.length, max: MAX_SCENE_TEXT } } };
  const statements = statementsOf(text);
  let n = 0; // the statement being read, from 1
  try {
    readVersion(statements[n++], SCENE_VERSION);
    const head = statements[n++];
    if (!head) throw new Fail(text.length, { kind: 'noStart' });
    const { story, from } = readStart(head.words);
    const reader = new ActionReader(story);
    const actions: Action[] = [];
    for (const statement of statements.slice(2)) {
      n++;
      if (actions.length >= SCENE_LIMITS.actions) throw new Fail(statement.at, { kind: 'tooManyActions', max: SCENE_LIMITS.actions });
      actions.push(reader.read(statement.words));
    }
    return { ok: true, scene: { version: SCENE_VERSION, story, from, actions } };
  } catch (error) {
    if (!(error instanceof TextFail)) throw error;
    return { ok: false, error: { statement: n, at: error.at, problem: error.problem as SceneTextProblem } };
  }
}

/** The word, if it is one of `values`; else the problem naming what was expected (`what`) and where. */
export function oneOf<T extends string>(word: Word | undefined, values: readonly T[], what: SceneSlot, after: number): T {
  if (!word) throw new Fail(after, { kind: 'missing', what, values });
  if (!(values as readonly string[]).includes(word.text)) throw new Fail(word.at, { kind: 'notOneOf', word: word.text, what, values });
  return word.text as T;
}

function count(word: Word | undefined, what: SceneSlot, after: number, max = 1_000): number {
  if (!word) throw new Fail(after, { kind: 'missing', what });
  if (!/^\d{1,6}$/.test(word.text) || Number(word.text) < 1 || Number(word.text) > max) throw new Fail(word.at, { kind: 'notCount', word: word.text, what, max });
  return Number(word.text);
}

function duration(word: Word | undefined, what: SceneSlot, after: number, limit: number): number {
  if (!word) throw new Fail(after, { kind: 'missing', what });
  const m = /^(\d{1,9}(?:\.\d{1,3})?)(ms|s|min|h|d)?$/.exec(word.text);
  if (!m) throw new Fail(word.at, { kind: 'notTime', word: word.text });
  const ms = Math.round(Number(m[1]) * UNITS[m[2] ?? '']!);
  if (ms > limit) throw new Fail(word.at, { kind: 'pastEnd', word: word.text, end: formatDuration(limit) });
  return ms;
}

/** Reads a scene's start after the version: the story, then `sandbox` or `from <chapter> <beat> [break <switch>]…`. */
export function readStart(words: Word[]): { story: StoryId; from: SceneStart } {
  const story = oneOf(words[0], STORY_IDS, 'story', words[0]?.at ?? 0);
  const rest = words.slice(1);
  if (rest[0]?.text === 'sandbox' && rest.length === 1) return { story, from: { chapter: 'sandbox' } };
  if (rest[0]?.text !== 'from') throw new Fail(rest[0]?.at ?? words[0]!.at, { kind: 'notSandboxOrFrom' });
  const chapters = CHAPTER_IDS.filter((c): c is Exclude<typeof c, 'lab'> => c !== 'lab');
  const chapter = oneOf(rest[1], chapters, 'chapter', rest[0].at);
  const beat = rest[2] && /^\d{1,4}$/.test(rest[2].text) ? Number(rest[2].text) : undefined;
  if (beat === undefined) throw new Fail(rest[2]?.at ?? rest[1]!.at, { kind: 'noBeat' });
  const breaks: BreakId[] = [];
  for (let i = 3; i < rest.length; i += 2) {
    if (rest[i]!.text !== 'break') throw new Fail(rest[i]!.at, { kind: 'onlyBreaks', word: rest[i]!.text });
    breaks.push(oneOf(rest[i + 1], BREAK_IDS, 'breakSwitch', rest[i]!.at));
  }
  return { story, from: { chapter, beat, breaks } };
}

/**
 * Reads actions one by one. The counts a scene may hold (workers, intents) depend on where it starts,
 * so they are checked once it is built (`foldScene`), naming the action that went past them.
 */
export class ActionReader {
  private readonly limit: number;

  constructor(story: StoryId) {
    this.limit = lastMoment(story);
  }

  read(words: Word[]): Action {
    const [verb, ...args] = words;
    const end = words.at(-1)!.at + words.at(-1)!.text.length;
    const at = (w: Word | undefined) => {
      if (!w || !w.text.startsWith('@')) throw new Fail(w?.at ?? end, { kind: 'noMoment' });
      return duration({ text: w.text.slice(1), at: w.at + 1 }, 'moment', w.at, this.limit);
    };
    const done = (action: Action, used: number) => {
      if (args.length > used) throw new Fail(args[used]!.at, { kind: 'extraWord', word: args[used]!.text, verb: verb!.text });
      return action;
    };
    switch (verb!.text) {
      case 'order':
      case 'reuse':
        return done({ do: verb!.text, at: at(args[0]) }, 1);
      case 'tap':
        return done({ do: 'tap', intent: count(args[0], 'intent', end, SCENE_LIMITS.intents), at: at(args[1]) }, 2);
      case 'wait':
        if (args[1] && args[1].text !== 'prune') throw new Fail(args[1].at, { kind: 'onlyPrune', word: args[1].text });
        return done(args[1] ? { do: 'wait', at: at(args[0]), prune: true } : { do: 'wait', at: at(args[0]) }, args[1] ? 2 : 1);
      case 'lose':
        if (args[0]?.text === 'payco') return done({ do: 'lose-payco', call: count(args[1], 'paycoCall', end) }, 2);
        return done({ do: 'lose', ...this.message(args, end) }, args[2] ? 3 : 2);
      case 'delay': {
        const used = args[2] && args[2].text !== 'by' ? 3 : 2;
        if (args[used]?.text !== 'by') throw new Fail(args[used]?.at ?? end, { kind: 'noDelay' });
        return done({ do: 'delay', ...this.message(args, end), ms: duration(args[used + 1], 'delay', end, this.limit) }, used + 2);
      }
      case 'crash':
        if (args[1]?.text.startsWith('@')) return done({ do: 'kill', worker: this.worker(args[0], end), at: at(args[1]) }, 2);
        return done({ do: 'crash', worker: this.worker(args[0], end), point: oneOf(args[1], POINTS, 'point', end), visit: args[2] ? count(args[2], 'visit', end) : 1 }, args[2] ? 3 : 2);
      case 'pause': {
        const worker = this.worker(args[0], end);
        const point = oneOf(args[1], POINTS, 'point', end);
        const visited = args[2]?.text !== 'for';
        const visit = visited ? count(args[2], 'visit', end) : 1;
        const f = visited ? 3 : 2;
        if (args[f]?.text !== 'for') throw new Fail(args[f]?.at ?? end, { kind: 'noPauseLength' });
        return done({ do: 'pause', worker, point, visit, ms: duration(args[f + 1], 'pause', end, this.limit) }, f + 2);
      }
      case 'restart':
        return done({ do: 'restart', worker: this.worker(args[0], end), at: at(args[1]) }, 2);
      case 'lockMs':
        return done({ do: 'lock', ms: Math.max(1, duration(args[0], 'lockMs', end, this.limit)) }, 1);
      case 'paycoKey':
        return done({ do: 'payco-key', on: oneOf(args[0], ['on', 'off'] as const, 'onOff', end) === 'on' }, 1);
      case 'break':
        return done({ do: 'break', id: oneOf(args[0], BREAK_IDS, 'breakSwitch', end), on: oneOf(args[1], ['on', 'off'] as const, 'onOff', end) === 'on' }, 2);
      case 'add-worker':
        return done({ do: 'add-worker' }, 0);
      default:
        throw new Fail(verb!.at, { kind: 'notAction', word: verb!.text.slice(0, 40), actions: VERBS });
    }
  }

  private worker(word: Word | undefined, end: number): string {
    if (!word) throw new Fail(end, { kind: 'noWorker' });
    const m = /^worker-([1-8])$/.exec(word.text);
    if (!m) throw new Fail(word.at, { kind: 'notWorker', word: word.text.slice(0, 40) });
    return word.text;
  }

  private message(args: Word[], end: number): MessageRef {
    const direction = oneOf(args[0], ['request', 'response'] as const, 'direction', end);
    const ref = args[1];
    const m = ref && /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ref.text);
    if (!m) throw new Fail(ref?.at ?? end, ref ? { kind: 'notMessage', word: ref.text.slice(0, 40) } : { kind: 'notMessage' });
    const phone = args[2] && args[2].text !== 'by' ? args[2].text : 'phone';
    if (!/^[a-z][a-z0-9-]{0,15}$/.test(phone)) throw new Fail(args[2]!.at, { kind: 'notClient', word: phone.slice(0, 40) });
    return { direction, phone, intent: Number(m[1]), tap: Number(m[2]), attempt: Number(m[3]) };
  }
}
