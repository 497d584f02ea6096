/**
 * Every refusal in words (issue 56, item 5): each Problem kind, nested where it nests, said in English
 * and Spanish without a brace or a `kind`: a learner never reads a problem's JSON.
 */
import { describe, expect, it } from 'vitest';
import type { Problem } from '../core/problem';
import { problems as en } from './en/problems';
import { problems as es } from './es/problems';

const inner: Problem = { kind: 'serverAnswered', status: 404, statusText: 'Not Found' };

/** One problem of each kind (the Record makes a kind left out a type error). */
const EVERY_KIND: { [K in Problem['kind']]: Extract<Problem, { kind: K }> } = {
  workerNoStart: { kind: 'workerNoStart', worker: 'yours', why: { kind: 'noScript', sandboxed: true } },
  workerNotHere: { kind: 'workerNotHere', worker: 'lab', why: { kind: 'said', text: 'Worker is not defined' } },
  workerStopped: { kind: 'workerStopped', worker: 'race' },
  noScript: { kind: 'noScript', sandboxed: false },
  sqlNotLoaded: { kind: 'sqlNotLoaded', why: inner },
  serverAnswered: inner as Extract<Problem, { kind: 'serverAnswered' }>,
  said: { kind: 'said', text: 'Failed to fetch' },
  labNotRun: { kind: 'labNotRun' },
  sceneNoWorker: { kind: 'sceneNoWorker', worker: 'worker-4', workers: 2 },
  sceneNoTapIntent: { kind: 'sceneNoTapIntent', intent: 3, intents: 1 },
  sceneNoKeyYet: { kind: 'sceneNoKeyYet' },
  sceneNoProvider: { kind: 'sceneNoProvider' },
  sceneNoClient: { kind: 'sceneNoClient', client: 'phone-c' },
  sceneNoIntent: { kind: 'sceneNoIntent', intent: 2 },
  sceneTooManyWorkers: { kind: 'sceneTooManyWorkers', max: 8 },
  sceneTooManyIntents: { kind: 'sceneTooManyIntents', max: 8 },
  sceneBeatPastEnd: { kind: 'sceneBeatPastEnd', beat: 99, chapter: 'crash', last: 23 },
  sceneAction: { kind: 'sceneAction', action: 2, why: { kind: 'sceneNoKeyYet' } },
  yoursPolicy: { kind: 'yoursPolicy', missing: 'open' },
  yoursFrame: { kind: 'yoursFrame' },
  compareSide: { kind: 'compareSide', side: 'b', why: { kind: 'workerNoStart', worker: 'scene', why: inner } },
  noStoreOfYours: { kind: 'noStoreOfYours' },
  tooManyBranches: { kind: 'tooManyBranches', max: 12 },
};

describe('every refusal in words', () => {
  for (const [language, words] of [['English', en], ['Spanish', es]] as const) {
    it(`in ${language}: every kind said, none as JSON`, () => {
      const said = Object.values(EVERY_KIND).map((problem) => [problem.kind, words.say(problem)] as const);
      const raw = said.filter(([, text]) => text.trim() === '' || /[{}]|"kind"|\bkind\b/.test(text));
      expect(raw).toEqual([]);
      expect(said).toHaveLength(Object.keys(EVERY_KIND).length);
    });
  }

  it('a problem inside another is said after it, in words', () => {
    expect(en.say(EVERY_KIND.compareSide)).toBe('side B could not be run: The scene worker could not start: the server answered 404 Not Found');
  });
});
