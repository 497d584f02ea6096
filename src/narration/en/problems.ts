/**
 * Why something a learner asked for did not happen (core/problem.ts): a worker that did not
 * start, the SQLite engine that did not load, a scene the sandbox cannot build, a lab order asked for
 * too early. Said inside the view's own frame ("The lab could not run: …").
 */
import type { Problem, WorkerName } from '../../core/problem';
import { formatNumber } from '../format';

/** Each worker, as a sentence names it after "the". */
const WORKER: Record<WorkerName, string> = { scene: 'scene worker', lab: 'lab worker', race: 'race finder', yours: 'worker for your code' };

/** The problem in words; a problem inside another (`why`) is said after it. */
function say(p: Problem): string {
  switch (p.kind) {
    case 'workerNoStart':
      return `The ${WORKER[p.worker]} could not start: ${say(p.why)}`;
    case 'workerNotHere':
      return `The ${WORKER[p.worker]} cannot run in this page: ${say(p.why)}`;
    case 'workerStopped':
      return `The ${WORKER[p.worker]} was stopped`;
    case 'noScript':
      return p.sandboxed
        ? 'its script did not load. This page is in a sandboxed frame, and its server must allow that (Access-Control-Allow-Origin, see EMBEDDING.md)'
        : 'its script did not load';
    case 'sqlNotLoaded':
      return `The SQLite engine (sql-wasm.wasm) could not be loaded: ${say(p.why)}`;
    case 'serverAnswered':
      return `the server answered ${p.status} ${p.statusText}`.trim();
    case 'labNotRun':
      return 'Run the lab to its end first: there is no checkout to replay.';
    case 'sceneNoWorker':
      return `there is no ${p.worker} (the scene has ${formatNumber(p.workers)})`;
    case 'sceneNoTapIntent':
      return `there is no intent ${p.intent} to tap again (the scene has ${formatNumber(p.intents)})`;
    case 'sceneNoKeyYet':
      return 'there is no key to reuse yet: order first';
    case 'sceneNoProvider':
      return 'this story has no payment provider: there is no PayCo to lose an answer of or to give a key';
    case 'sceneNoClient':
      return `there is no client ${p.client}`;
    case 'sceneNoIntent':
      return `there is no intent ${p.intent}`;
    case 'sceneTooManyWorkers':
      return `a scene holds at most ${formatNumber(p.max)} workers`;
    case 'sceneTooManyIntents':
      return `a scene holds at most ${formatNumber(p.max)} intents`;
    case 'sceneBeatPastEnd':
      return `beat ${p.beat} is past the end of ${p.chapter} (its beats are 0 to ${p.last})`;
    case 'sceneAction':
      return `action ${p.action}: ${say(p.why)}`;
    case 'compareSide':
      return `side ${p.side.toUpperCase()} could not be run: ${say(p.why)}`;
    case 'noStoreOfYours':
      return 'a side is to be played by your own store, and there is none here yet: write it in Your turn and run its tests first';
    case 'tooManyBranches':
      return `the scene keeps at most ${formatNumber(p.max)} branches: delete one to branch again`;
    case 'yoursPolicy':
      return p.missing === 'eval'
        ? 'the frame your code runs in is under a policy that forbids running code (the server sends one with learner-frame…html: EMBEDDING.md, “Your turn”, says which it may send)'
        : 'the frame your code runs in could reach the network, so this browser does not hold its policy: your code is not run here';
    case 'yoursFrame':
      return 'the frame your code runs in did not start: the server must serve learner-frame…html as built, with no policy but the one EMBEDDING.md (“Your turn”) gives';
    case 'said':
      return p.text;
  }
}

export const problems = {
  /** Why it failed, as a learner reads it. */
  say,
};
