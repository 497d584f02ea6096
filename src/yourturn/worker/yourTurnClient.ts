/**
 * The page's way to the learner's own worker: started (in its frame, src/yourturn/realm/learnerFrame.ts)
 * when a learner first runs the tests, handed sql.js's wasm as bytes (the worker may fetch nothing; the
 * page fetches the same file the engine streams, from our own origin), and ended with its frame when a
 * test does not settle in time.
 */
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import reference from '../stores/reference.store.ts?raw';
import { Refusal } from '../../core/problem';
import { deadline } from '../deadline';
import { workerClient } from '../../platform/rpc/workerClient';
import { learnerFrameUrl, openLearnerFrame } from '../realm/learnerFrame';
import { PAGE_RACE } from '../race/pageRace';
import { TEST_TIMEOUT_MS, type TestExecutor } from '../runTests';
import type { YourScene } from '../scenes/buildYourScene';
import type { YourLabResult, YourRaceResult, YourSceneResult, YourTurnApi } from './yourTurnProtocol';
import type { StoryId } from '../../core/trace/types';

const client = workerClient<YourTurnApi>(openLearnerFrame, 'yours');

let wasm: Promise<ArrayBuffer> | undefined;
let started: Promise<void> | undefined;

function wasmBytes(): Promise<ArrayBuffer> {
  wasm ??= fetch(wasmUrl).then((response) => {
    if (!response.ok) throw new Refusal({ kind: 'serverAnswered', status: response.status, statusText: response.statusText });
    return response.arrayBuffer();
  });
  wasm.catch(() => (wasm = undefined)); // asked again, fetched again
  return wasm;
}

/**
 * The address the worker must fail to reach: beside its frame's file, on our own origin, so a policy
 * that let it out would show in the server's log as a request for `learner-probe` (e2e/engines/matrix).
 */
const probe = () => new URL('learner-probe', new URL(learnerFrameUrl, location.href)).href;

/** The worker, started and handed its wasm; a failed start is tried again next time. */
export function yourWorker(): Promise<typeof client> {
  started ??= wasmBytes()
    .then((bytes) => client.call('start', { wasm: bytes, probe: probe() }))
    .then(() => client.call('warmUp', { code: reference }))
    .then(() => {});
  started.catch(() => (started = undefined));
  return started.then(() => client);
}

/** The worker, with `code` compiled in it: the harness's work, done before a limit starts. */
async function compiledIn(code: string): Promise<typeof client> {
  const worker = await yourWorker();
  await worker.call('compile', { code });
  return worker;
}

/** Ends the worker (a test that did not settle): the next call starts a fresh one. */
export function endYourWorker(): void {
  client.terminate();
  started = undefined;
}

type Timed = { ok: true } | { ok: false; failure: { kind: string } };

/**
 * `call` in the learner's worker within the tests' own limit (restarted by `call` on each progress
 * report): one that does not settle ends the worker and is said as a timeout.
 */
async function withinTheLimit<R extends Timed>(
  code: string,
  call: (worker: Awaited<ReturnType<typeof yourWorker>>, progressed: () => void) => Promise<R>,
): Promise<R | { ok: false; failure: { kind: 'timeout'; ms: number } }> {
  const worker = await compiledIn(code);
  const limit = deadline(TEST_TIMEOUT_MS);
  const late = limit.passed.then(() => ({ ok: false as const, failure: { kind: 'timeout' as const, ms: TEST_TIMEOUT_MS } }));
  try {
    const result = await Promise.race([call(worker, () => limit.restart()), late]);
    if (!result.ok && result.failure.kind === 'timeout') endYourWorker();
    return result;
  } finally {
    limit.cancel();
  }
}

/** `scene` played on `code`'s store in the learner's worker, within the tests' limit. */
export function watchYourStore(code: string, scene: YourScene): Promise<YourSceneResult> {
  return withinTheLimit(code, (worker) => worker.call('buildScene', { code, scene }));
}

/**
 * "Find a race in my store" on `code`, in the learner's worker. The tests' limit holds for each
 * schedule (the worker reports each as it starts), so a store that loops is still said as a timeout.
 */
export function findRaceInYourStore(code: string): Promise<YourRaceResult> {
  return withinTheLimit(code, (worker, progressed) => worker.call('findRace', { code, ...PAGE_RACE }, { onProgress: progressed }));
}

/**
 * "Run the lab on my store" on `code`, in the learner's worker: the tests' limit holds for each checkout
 * (the worker reports each as it is done), so a store that loops is said as a timeout.
 */
export function labOnYourStore(code: string, story: StoryId): Promise<YourLabResult> {
  return withinTheLimit(code, (worker, progressed) => worker.call('runLab', { code, story }, { onProgress: progressed }));
}

/** The twelve tests' executor on `code`, in the learner's worker. */
export function workerExecutor(code: string): TestExecutor {
  return {
    ready: () => compiledIn(code).then(() => {}),
    run: async (id) => (await yourWorker()).call('runTest', { code, id }),
    end: endYourWorker,
  };
}
