/**
 * Every caption true in any scene (issue 29): over random learner scenes on the blank sandbox, drawn by
 * the sandbox's own arbitraries (faults and taps, then up to three changes to the whole scene: lockMs,
 * PayCo's key, a switch, a worker, a reused key, a wait with the retention job), every beat's declared
 * assertions hold against the Trace (the facts are the caption id's, so English and Spanish share them)
 * and Spanish reads as an instructor writes it; and the same over forks of a chapter's beat, where the
 * `prefix` fact is checked against the chapter. 1,000 of each in CI; CAPTION_SCENES=n, CAPTION_FORKS=n
 * and CAPTION_SEED=n for more or another search (seeds 1 to 18, each with 4,000 forks and 3,000 scenes, find nothing).
 * No two captions in a row have one shape (alike but for numbers and names), in either language: a beat
 * that repeats the one before's caption id is told with its `.too` words (`tellInTurn`).
 */
import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPES, type ScriptedChapter } from '../core/scenarios/recipes';
import { loadSqlJs } from '../core/sqlite';
import type { StoryId, Trace } from '../core/trace';
import type { Language } from '../narration/catalog';
import { inLanguage } from '../narration/language';
import { loadStoryCaptions } from '../narration/storyCaptions';
import { captionsOf, columnProblems, falseCaptions, repeatedCaptions, spanishProblems } from '../narration/testing/captionChecks';
import { buildSandbox, buildSandboxTrace, forkBase, SceneError, type BaseCache } from './buildSandbox';
import { actions, castOf, wholeSceneChanges } from './sandboxArbitraries';
import type { SandboxScene } from './sceneFormat';

const SCENES = Number(process.env.CAPTION_SCENES ?? 1000);
/** Forks of a chapter's beat (each chapter is built once, the first time it is drawn). */
const FORKS = Number(process.env.CAPTION_FORKS ?? 1000);
/** The draws' seed (CAPTION_SEED=n for another search). */
const SEED = Number(process.env.CAPTION_SEED ?? 29);

let SQL: SqlJsStatic;
let spanish: Language;
beforeAll(async () => {
  SQL = await loadSqlJs();
  spanish = (await import('../narration/es/language')).default;
  for (const story of ['payflow', 'library'] as const) await loadStoryCaptions(story, spanish);
});

const scenes = fc.constantFrom<StoryId>('payflow', 'library').chain((story) =>
  fc
    .tuple(actions(story), fc.array(wholeSceneChanges(story), { maxLength: 3 }))
    .map(([list, changes]): SandboxScene => ({ version: 1, story, from: { chapter: 'sandbox' }, actions: [...list, ...changes] })),
);

const CHAPTERS = (Object.keys(RECIPES) as ScriptedChapter[]).filter((c) => c !== 'sandbox');
/** The chapters forks start from, built once each, for the checks and the scenes alike. */
const bases: BaseCache = new Map();

/** A learner's scene forked from a chapter's beat (with or without its leading switch): its beat drawn as a share of the chapter's length. */
const forks = fc.constantFrom<StoryId>('payflow', 'library').chain((story) =>
  fc.constantFrom(...CHAPTERS).chain((chapter) =>
    fc
      .record({
        lead: fc.boolean(),
        share: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        // Actions that name the chapter's own workers and clients (a fork of the mismatch chapter has one worker).
        list: actions(story, castOf(story, chapter)),
        changes: fc.array(wholeSceneChanges(story), { maxLength: 3 }),
      })
      .map(({ lead, share, list, changes }) => ({ story, chapter, breaks: lead ? RECIPES[chapter].lead.slice(0, 1) : [], share, actions: [...list, ...changes] })),
  ),
);

/** What a scene's captions get wrong, in both languages; `base`: a fork's chapter, for "what happened up to your beat". */
function captionProblems(trace: Trace, base?: Trace): string[] {
  const english = captionsOf(trace);
  const es = inLanguage(spanish, () => captionsOf(trace));
  return [
    ...falseCaptions(trace, base ? { base } : {}),
    ...repeatedCaptions(english),
    ...repeatedCaptions(es).map((repeat) => `(es) ${repeat}`),
    ...[...english, ...es].flatMap(columnProblems),
    ...es.flatMap((text, i) => spanishProblems(text, english[i]!)),
  ];
}

/** A caption the issue found false, put back: every replay worded "gets {chargeId} again", heard before or not. */
function withReplayAlwaysAgain(trace: Trace): Trace {
  const again = (id: string) => (id === 'result.replayed' ? 'result.replayed.again' : id);
  return {
    ...trace,
    beats: trace.beats.map((beat) => ({
      ...beat,
      caption: { ...beat.caption, id: again(beat.caption.id) },
      ...(beat.together ? { together: beat.together.map((part) => ({ ...part, caption: { ...part.caption, id: again(part.caption.id) } })) } : {}),
    })),
  };
}

describe('every caption of a learner’s scene, checked against its Trace', () => {
  it(`holds in ${SCENES} random scenes, in English and Spanish`, async () => {
    await fc.assert(
      fc.asyncProperty(scenes, async (s) => {
        expect(captionProblems(await buildSandboxTrace(SQL, s))).toEqual([]);
      }),
      { numRuns: SCENES, seed: SEED },
    );
  }, 600_000);

  it(`holds in ${FORKS} random forks of a chapter’s beat, in English and Spanish`, async () => {
    await fc.assert(
      fc.asyncProperty(forks, async ({ story, chapter, breaks, share, actions }) => {
        const base = await forkBase(SQL, story, { chapter, beat: 0, breaks }, bases);
        const s: SandboxScene = { version: 1, story, from: { chapter, beat: Math.floor(share * base.beats.length), breaks }, actions };
        // A scene the page refuses (a worker the chapter has not got) has no captions to check.
        const built = await buildSandbox(SQL, s, bases).catch((error: unknown) => {
          if (error instanceof SceneError) return undefined;
          throw error;
        });
        if (built) expect(captionProblems(built.trace, base)).toEqual([]);
      }),
      { numRuns: FORKS, seed: SEED },
    );
  }, 600_000);

  it('finds the scene where “gets ch_1 again” is false, once that caption is put back', async () => {
    const result = await fc.check(
      fc.asyncProperty(scenes, async (s) => falseCaptions(withReplayAlwaysAgain(await buildSandboxTrace(SQL, s))).length === 0),
      { numRuns: SCENES, seed: 29 },
    );
    expect(result.failed).toBe(true);
  }, 600_000);

  it('finds two captions of one shape in a row, once no beat is told with its “too” words', async () => {
    const withoutToo = (trace: Trace): Trace => ({ ...trace, beats: trace.beats.map(({ caption: { also: _also, ...caption }, ...beat }) => ({ ...beat, caption })) });
    const result = await fc.check(
      fc.asyncProperty(scenes, async (s) => repeatedCaptions(captionsOf(withoutToo(await buildSandboxTrace(SQL, s)))).length === 0),
      { numRuns: 200, seed: SEED },
    );
    expect(result.failed).toBe(true);
  }, 600_000);

  // Scenes that wider draws found wrong, each fixed: a reused key sent by a later intent first; two
  // changes named in one opening; a SELECT-then-INSERT block with one key, and with a double click among
  // several keys; a kill and a restart in one millisecond; a look-up named by its scoped row; a freeze
  // extended at its wake (the sim let the process run); unfenced late saves into a row taken over;
  // PayCo's refusal lost, an answer cut short, a message held and lost, a blind takeover of a done row.
  const found: [string, SandboxScene][] = [
    ['a key first sent by the later of two intents', { version: 1, story: 'payflow', from: { chapter: 'sandbox' }, actions: [{ do: 'order', at: 6_200 }, { do: 'reuse', at: 1 }, { do: 'reuse', at: 1 }] }],
    ['two changes for the whole scene', { version: 1, story: 'library', from: { chapter: 'sandbox' }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'break', id: 'no-key', on: true }, { do: 'add-worker' }] }],
    ['late key writes, one key and then two', { version: 1, story: 'library', from: { chapter: 'one-key', beat: 1, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'break', id: 'select-then-insert', on: true }] }],
    ['a kill that found its worker down, and a restart in the same millisecond', { version: 1, story: 'payflow', from: { chapter: 'sandbox' }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'kill', worker: 'worker-1', at: 150 }, { do: 'restart', worker: 'worker-1', at: 150 }, { do: 'crash', worker: 'worker-1', point: 'receive', visit: 1 }] }],
    ['look-ups of rows two desks share a ticket of', { version: 1, story: 'library', from: { chapter: 'scope', beat: 6, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'break', id: 'select-then-insert', on: true }] }],
    ['a second pause at the wake of the first: the other request waits out both', { version: 1, story: 'library', from: { chapter: 'one-key', beat: 1, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'pause', worker: 'worker-1', point: 'respond', visit: 2, ms: 6_000 }, { do: 'pause', worker: 'worker-1', point: 'respond', visit: 2, ms: 6_000 }, { do: 'crash', worker: 'worker-2', point: 'receive', visit: 1 }] }],
    ['an unfenced late save into its own retry’s takeover', { version: 1, story: 'payflow', from: { chapter: 'one-key', beat: 0, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'lose-payco', call: 1 }, { do: 'pause', worker: 'worker-2', point: 'work', visit: 1, ms: 9_000 }, { do: 'break', id: 'no-fencing', on: true }] }],
    ['an unfenced late save into another’s takeover, its taker dead', { version: 1, story: 'payflow', from: { chapter: 'sandbox' }, actions: [{ do: 'order', at: 6_200 }, { do: 'order', at: 1 }, { do: 'crash', worker: 'worker-2', point: 'work', visit: 2 }, { do: 'lose', direction: 'request', phone: 'phone', intent: 2, tap: 1, attempt: 2 }, { do: 'tap', intent: 2, at: 5_300 }, { do: 'pause', worker: 'worker-1', point: 'save', visit: 1, ms: 9_000 }, { do: 'break', id: 'no-fencing', on: true }] }],
    ['late key writes of two orders, a double click among them', { version: 1, story: 'payflow', from: { chapter: 'one-key', beat: 0, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'tap', intent: 1, at: 1 }, { do: 'break', id: 'select-then-insert', on: true }] }],
    ['PayCo’s refusal lost on its way back', { version: 1, story: 'payflow', from: { chapter: 'crash', beat: 3, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'lose-payco', call: 1 }] }],
    ['an answer to lose whose worker went down first, and requests no worker is up to read', { version: 1, story: 'payflow', from: { chapter: 'retention', beat: 0, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'lose-payco', call: 2 }, { do: 'crash', worker: 'worker-1', point: 'save', visit: 1 }] }],
    ['an answer held back and lost too', { version: 1, story: 'payflow', from: { chapter: 'one-key', beat: 0, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'delay', direction: 'response', phone: 'phone', intent: 1, tap: 1, attempt: 1, ms: 4_000 }, { do: 'lose', direction: 'response', phone: 'phone', intent: 1, tap: 1, attempt: 1 }] }],
    ['a blind takeover of a row already done', { version: 1, story: 'payflow', from: { chapter: 'one-key', beat: 3, breaks: [] }, actions: [{ do: 'order', at: 3_100 }, { do: 'order', at: 1 }, { do: 'restart', worker: 'worker-1', at: 3_100 }, { do: 'pause', worker: 'worker-2', point: 'takeover', visit: 1, ms: 6_000 }, { do: 'lose-payco', call: 1 }, { do: 'break', id: 'blind-takeover', on: true }] }],
    ['late key writes, a double click among them', { version: 1, story: 'library', from: { chapter: 'one-key', beat: 1, breaks: [] }, actions: [{ do: 'order', at: 1 }, { do: 'order', at: 1 }, { do: 'tap', intent: 2, at: 1 }, { do: 'break', id: 'select-then-insert', on: true }] }],
  ];
  for (const [name, s] of found) {
    it(`holds in a scene wider draws found: ${name}`, async () => {
      const base = s.from.chapter === 'sandbox' ? undefined : await forkBase(SQL, s.story, s.from, bases);
      expect(captionProblems(await buildSandboxTrace(SQL, s), base)).toEqual([]);
    });
  }
});
