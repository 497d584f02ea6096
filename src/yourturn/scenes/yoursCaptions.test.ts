import fc from 'fast-check';
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite/loadSqlJs';
import { SCENE_CHAPTERS } from '../../core/testing/sceneChapters';
import { captionOf } from '../../narration/captionOf';
import { language, setLanguage } from '../../narration/language';
import { loadYourTurnWords } from '../../narration/yourTurnWords';
import { loadStoryCaptions } from '../../narration/storyCaptions';
import { captionsOf, columnProblems, factsOf, falseCaptions, spanishProblems } from '../../narration/testing/captionChecks';
import { BROKEN_STORES, brokenStore, REFERENCE } from '../testing/brokenStores';
import { compiled } from '../testing/compiled';
import { buildYourScene, sceneRequestOf } from './buildYourScene';
import type { StoryId } from '../../core/trace/types';
import { SceneError } from '../../sandbox/buildSandbox';
import { actions, wholeSceneChanges } from '../../sandbox/sandboxArbitraries';
import type { SandboxScene } from '../../sandbox/sceneFormat';

/** Random sandbox scenes played on each store (CAPTION_YOUR_SCENES=n for more). */
const SANDBOX_SCENES = Number(process.env.CAPTION_YOUR_SCENES ?? 40);
import { YOURS_CAPTION_ASSERTIONS } from './yoursCaptions';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const STORES: [string, string][] = [['the reference solution', REFERENCE], ...Object.keys(BROKEN_STORES).map((name): [string, string] => [name, brokenStore(name as keyof typeof BROKEN_STORES)])];

// Every caption of a scene played on a learner's store, checked against that scene's Trace as the
// lesson's are (issue 29): the learner's store's own captions by YOURS_CAPTION_ASSERTIONS, the others
// (the network, PayCo, the clients) by the lesson's table. Each store with each of its mistakes.
describe('captions of a scene on a learner’s store', () => {
  it('state only what the rows show, in every chapter of both stories, on the reference and on every broken store', async () => {
    await loadYourTurnWords('en'); // the store's own sentences, as when the panel opens (else they read empty)
    const found: string[] = [];
    for (const [name, code] of STORES) {
      const store = compiled(code);
      for (const story of ['payflow', 'library'] as const) {
        for (const chapter of SCENE_CHAPTERS) {
          const trace = await buildYourScene(SQL, store, await sceneRequestOf(SQL, { kind: 'chapter', story, chapter, breaks: [] }));
          found.push(...falseCaptions(trace, {}, YOURS_CAPTION_ASSERTIONS).map((p) => `${name}, ${story} ${chapter}: ${p}`));
          found.push(...captionsOf(trace).flatMap(columnProblems).map((p) => `${name}, ${story} ${chapter}: ${p}`));
        }
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  // Sandbox scenes are tallied: where a store charges twice, the closing is `yours.outro.<story>.doubled`
  // (issue 57: it had no words, and the beat where a learner's store charged twice said nothing).
  it('state only what the rows show, with words at every beat, in random sandbox scenes on every broken store', async () => {
    await loadYourTurnWords('en');
    const found: string[] = [];
    const outros = new Set<string>();
    const scenes = fc.sample(
      fc.constantFrom<StoryId>('payflow', 'library').chain((story) => fc.tuple(actions(story), fc.array(wholeSceneChanges(story), { maxLength: 2 })).map(([list, changes]): SandboxScene => ({ version: 1, story, from: { chapter: 'sandbox' }, actions: [...list, ...changes] }))),
      { numRuns: SANDBOX_SCENES, seed: 57 },
    );
    for (const [name, code] of STORES) {
      const store = compiled(code);
      for (const scene of scenes) {
        let request;
        try {
          request = await sceneRequestOf(SQL, { kind: 'sandbox', sandbox: scene });
        } catch (error) {
          if (error instanceof SceneError) continue; // a scene the sandbox itself refuses (over a limit)
          throw error;
        }
        const trace = await buildYourScene(SQL, store, request);
        outros.add(trace.beats.at(-1)!.caption.id);
        found.push(...falseCaptions(trace, {}, YOURS_CAPTION_ASSERTIONS).map((p) => `${name}, ${JSON.stringify(scene.actions)}: ${p}`));
      }
    }
    expect(found).toEqual([]);
    // Both closings were met: a scene on a broken store that charged twice, and one that did not.
    expect([...outros].sort()).toEqual(expect.arrayContaining(['yours.outro.payflow', 'yours.outro.payflow.doubled']));
  }, 180_000);

  it('an unfenced late save over a done row with the same answer is told as a save over it, not as “runs UPDATE”', async () => {
    const trace = await buildYourScene(SQL, compiled(brokenStore('no-fencing')), await sceneRequestOf(SQL, { kind: 'chapter', story: 'payflow', chapter: 'fencing', breaks: [] }));
    expect(trace.beats.filter((b) => b.caption.id === 'yours.sql.other').map((b) => b.index)).toEqual([]);
    expect(trace.beats.some((b) => b.caption.id === 'yours.sql.save.over' && b.caption.vars?.rowStatus === 'done')).toBe(true);
  });

  it('a caption that says more than the rows is caught: a claim declared to change no row', async () => {
    const trace = await buildYourScene(SQL, compiled(brokenStore('select-then-insert')), await sceneRequestOf(SQL, { kind: 'chapter', story: 'payflow', chapter: 'double-click', breaks: [] }));
    const claims = trace.beats.filter((b) => b.caption.id === 'yours.sql.claim');
    expect(claims.length).toBeGreaterThan(0);
    const wrong = { ...YOURS_CAPTION_ASSERTIONS, 'yours.sql.claim': [{ fact: 'changed', rows: '=0' } as const] };
    expect(falseCaptions(trace, {}, wrong).filter((p) => p.includes('(yours.sql.claim): changed'))).toHaveLength(claims.length);
  });

  it('in Spanish, as an instructor writes it: each worker with its article, the same facts as English', async () => {
    const es = await import('../../narration/es/language').then((m) => m.default);
    // Your turn's captions come with its words, in each language (as when the panel opens).
    await loadYourTurnWords('en');
    const english0 = language();
    setLanguage(es);
    await loadYourTurnWords('es');
    setLanguage(english0);
    const found: string[] = [];
    let told = 0;
    for (const story of ['payflow', 'library'] as const) {
      await loadStoryCaptions(story, es);
      for (const chapter of SCENE_CHAPTERS) {
        const trace = await buildYourScene(SQL, compiled(REFERENCE), await sceneRequestOf(SQL, { kind: 'chapter', story, chapter, breaks: [] }));
        const yours = trace.beats.filter((b) => b.caption.id.startsWith('yours.'));
        const english = yours.map((b) => captionOf(story, b));
        const previous = language();
        setLanguage(es);
        try {
          yours.forEach((b, i) => {
            const text = captionOf(story, b);
            if (text !== '' && english[i] !== '') told++;
            found.push(...[...spanishProblems(text, english[i]!), ...columnProblems(english[i]!), ...columnProblems(text)].map((p) => `${story} ${chapter} beat ${b.index} (${b.caption.id}): ${p}`));
            if (JSON.stringify(factsOf(text)) !== JSON.stringify(factsOf(english[i]!))) found.push(`${story} ${chapter} beat ${b.index}: “${english[i]}” ≠ “${text}”`);
          });
        } finally {
          setLanguage(previous);
        }
      }
    }
    expect(found).toEqual([]);
    expect(told).toBeGreaterThan(50); // the learner's store's own sentences were read, in both languages
  });
});
