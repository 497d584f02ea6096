/**
 * The text form of a comparison, as it travels in `compare=` (EMBEDDING.md, "Comparisons in a link"):
 * readable, versioned, and written by hand as easily as `scene=`, whose start and actions it reads
 * with the same reader. Statements are separated by `;` (or new lines): the version, the scene, then
 * each side — `a`, then `b` — with what makes it other:
 *
 *   v1; payflow crash; a; b break no-provider-key          the crash chapter, PayCo's key on and off
 *   v1; library double-click; a; b yours                   the lesson's store against the learner's
 *   v1; payflow from crash 9; paycoKey off; a; b; restart worker-1 @20s
 *                                                          two branches of a scene: shared actions, then each side's own
 *
 * A chapter's side is one statement: its letter, `yours` if the learner's store plays it, and its
 * switches (`break <switch>`, each one that changes the chapter). A scene's side is its letter (and
 * `yours`), then its own actions, after the actions both sides share. The parser never throws and
 * names every error by its statement and its place in the text (`CompareTextProblem`, worded by the
 * catalog).
 */
import { breaksFor, isStoreMistake } from '../core/scenarios/breakSwitches';
import { clashesIn } from '../core/scenarios/exclusiveBreaks';
import { BREAK_IDS, CHAPTER_IDS, STORY_IDS, type BreakId } from '../core/trace';
import type { Action } from '../sandbox/actions';
import { SCENE_LIMITS } from '../sandbox/sceneFormat';
import type { CompareTextProblem } from '../sandbox/sceneTextProblem';
import { COMPARE_VERSION, SIDES, type ComparedChapter, type CompareSpec, type SideId, type SideStore } from '../player/compare/spec';
import { actionText, ActionReader, oneOf, readStart, readVersion, startText, statementsOf, TextFail, type Statement, type Word } from './sceneLink';

export type { CompareTextProblem };

/** Where the text went wrong: the statement (from 1), the character offset in the text, and why. */
export interface CompareTextError {
  statement: number;
  at: number;
  problem: CompareTextProblem;
}

export type CompareParse = { ok: true; spec: CompareSpec } | { ok: false; error: CompareTextError };

/** A link this long is refused before it is read (two sides of 64 actions each need about 4,000). */
export const MAX_COMPARE_TEXT = 12_000;

/** The chapters a comparison may be of, in lesson order. */
export const COMPARED_CHAPTERS = CHAPTER_IDS.filter((c): c is ComparedChapter => c !== 'lab' && c !== 'sandbox');

/** A side's statement: its letter, `yours`, and (a chapter's) its switches. */
function sideText(side: SideId, store: SideStore, breaks: readonly BreakId[] = []): string {
  return [side, ...(store === 'yours' ? ['yours'] : []), ...breaks.map((b) => `break ${b}`)].join(' ');
}

/** How many leading actions two lists share (compared as the text writes them). */
function sharedLength(a: readonly Action[], b: readonly Action[]): number {
  let n = 0;
  while (n < a.length && n < b.length && actionText(a[n]!) === actionText(b[n]!)) n++;
  return n;
}

/** The comparison as text, statements joined by `; `. `parseCompareText(compareText(s))` gives `s` back. */
export function compareText(spec: CompareSpec): string {
  const head = [`v${spec.version}`];
  if (spec.of === 'chapter') return [...head, `${spec.story} ${spec.chapter}`, sideText('a', spec.a.store, spec.a.breaks), sideText('b', spec.b.store, spec.b.breaks)].join('; ');
  // What both branches did first is written once, before their sides.
  const shared = sharedLength(spec.a.actions, spec.b.actions);
  return [
    ...head,
    `${spec.story} ${startText(spec.from)}`,
    ...spec.a.actions.slice(0, shared).map((a) => actionText(a)),
    sideText('a', spec.a.store),
    ...spec.a.actions.slice(shared).map((a) => actionText(a)),
    sideText('b', spec.b.store),
    ...spec.b.actions.slice(shared).map((a) => actionText(a)),
  ].join('; ');
}

const Fail = TextFail<CompareTextProblem>;

/** What a side's statement says: its letter, its store and (a chapter's) its switches, with where each switch was written. */
interface SideStatement {
  side: SideId;
  store: SideStore;
  breaks: Word[];
}

function readSide(words: Word[], sceneSide: boolean): SideStatement {
  const side = words[0]!.text as SideId;
  const store: SideStore = words[1]?.text === 'yours' ? 'yours' : 'lesson';
  const breaks: Word[] = [];
  for (let i = store === 'yours' ? 2 : 1; i < words.length; i += 2) {
    const word = words[i]!;
    if (word.text !== 'break') throw new Fail(word.at, { kind: 'sideWord', word: word.text.slice(0, 40) });
    if (sceneSide) throw new Fail(word.at, { kind: 'sceneSideBreak' });
    oneOf(words[i + 1], BREAK_IDS, 'breakSwitch', word.at);
    breaks.push(words[i + 1]!);
  }
  return { side, store, breaks };
}

/** A chapter side's switches: each one that changes the chapter, none excluding another, none changing the store for the learner's own. */
function chapterBreaks(statement: SideStatement, story: CompareSpec['story'], chapter: ComparedChapter, at: number): BreakId[] {
  const applies = breaksFor(chapter, story);
  const breaks: BreakId[] = [];
  for (const word of statement.breaks) {
    const id = word.text as BreakId;
    if (!applies.includes(id)) throw new Fail(word.at, { kind: 'notForChapter', word: id, chapter, switches: applies });
    if (statement.store === 'yours' && isStoreMistake(id)) throw new Fail(word.at, { kind: 'yoursStoreSwitch', word: id });
    if (!breaks.includes(id)) breaks.push(id);
  }
  const clash = clashesIn(breaks)[0];
  if (clash) throw new Fail(at, { kind: 'clash', switches: clash });
  // In the table's order, as the chapter offers them: one set of switches has one text.
  return applies.filter((b) => breaks.includes(b));
}

/** Reads a comparison's text; every error names its statement and its place in the text. */
export function parseCompareText(text: string): CompareParse {
  if (text.length > MAX_COMPARE_TEXT) return { ok: false, error: { statement: 0, at: MAX_COMPARE_TEXT, problem: { kind: 'tooLong', length: text.length, max: MAX_COMPARE_TEXT } } };
  const statements = statementsOf(text);
  let n = 0; // the statement being read, from 1
  try {
    readVersion(statements[n++], COMPARE_VERSION);
    const head = statements[n++];
    if (!head) throw new Fail(text.length, { kind: 'noCompared' });
    const rest = statements.slice(2);
    const scene = head.words[1]?.text === 'sandbox' || head.words[1]?.text === 'from';
    if (scene) {
      const { story, from } = readStart(head.words);
      const reader = new ActionReader(story);
      const shared: Action[] = [];
      const sides: Partial<Record<SideId, { store: SideStore; actions: Action[] }>> = {};
      let current: Action[] = shared;
      for (const statement of rest) {
        n++;
        if (isSide(statement)) {
          const { side, store } = readSide(statement.words, true);
          checkOrder(side, sides, statement);
          sides[side] = { store, actions: [...shared] };
          current = sides[side].actions;
          continue;
        }
        if (current.length >= SCENE_LIMITS.actions) throw new Fail(statement.at, { kind: 'tooManyActions', max: SCENE_LIMITS.actions });
        current.push(reader.read(statement.words));
      }
      const [a, b] = bothSides(sides, text);
      return { ok: true, spec: { version: COMPARE_VERSION, of: 'scene', story, from, a, b } };
    }
    const story = oneOf(head.words[0], STORY_IDS, 'story', head.at);
    const chapter = oneOf(head.words[1], [...COMPARED_CHAPTERS, 'sandbox', 'from'], 'compared', head.words[0]!.at) as ComparedChapter;
    if (head.words[2]) throw new Fail(head.words[2].at, { kind: 'extraWord', word: head.words[2].text.slice(0, 40), verb: chapter });
    const sides: Partial<Record<SideId, { store: SideStore; breaks: BreakId[] }>> = {};
    for (const statement of rest) {
      n++;
      if (!isSide(statement)) throw new Fail(statement.at, Object.keys(sides).length > 0 ? { kind: 'chapterActions' } : { kind: 'notSide', word: statement.words[0]!.text.slice(0, 40) });
      const side = readSide(statement.words, false);
      checkOrder(side.side, sides, statement);
      sides[side.side] = { store: side.store, breaks: chapterBreaks(side, story, chapter, statement.at) };
    }
    const [a, b] = bothSides(sides, text);
    return { ok: true, spec: { version: COMPARE_VERSION, of: 'chapter', story, chapter, a, b } };
  } catch (error) {
    if (!(error instanceof TextFail)) throw error;
    return { ok: false, error: { statement: n, at: error.at, problem: error.problem as CompareTextProblem } };
  }
}

const isSide = (statement: Statement) => statement.words[0]!.text === 'a' || statement.words[0]!.text === 'b';

/** `a` comes first, then `b`, each once. */
function checkOrder(side: SideId, sides: Partial<Record<SideId, unknown>>, statement: Statement): void {
  if (sides[side] !== undefined || (side === 'b' && sides.a === undefined)) throw new Fail(statement.at, { kind: 'sideOrder', side });
}

/** Both sides, or the problem naming the one the text never reached. */
function bothSides<T>(sides: Partial<Record<SideId, T>>, text: string): [T, T] {
  for (const side of SIDES) if (sides[side] === undefined) throw new Fail(text.length, { kind: 'noSide', side });
  return [sides.a!, sides.b!];
}
