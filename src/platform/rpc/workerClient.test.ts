import { describe, expect, it } from 'vitest';
import { CallFailed, openChannel, type Handlers } from './channel';
import type { Fatal, Method, NoApi } from './messages';
import { portPair } from './port';
import { words } from '../../narration/words';
import { problemOf, Refusal } from '../../core/problem';
import { whyNoScript, workerClient, WorkerStopped, type Spawned } from './workerClient';

/** What a learner is told of a failed call, in English. */
const told = (error: unknown) => words.problems.say(problemOf(error));

type Lab = { run: Method<{ checkouts: number }, string, number>; hang: Method<void, never> };

/** A stand-in for a worker: its other end serves `handlers`; the test can make its script fail to load. */
function fakeWorker(handlers: Handlers<Lab>, fatal?: Fatal) {
  const [page, worker] = portPair();
  openChannel<NoApi, Lab>(worker, handlers, { fatal: () => fatal });
  let crash: (message: string) => void = () => {};
  const fake: Spawned & { terminated: boolean; failToLoad(): void } = {
    port: page,
    terminated: false,
    onCrash: (listener) => (crash = listener),
    terminate: () => void (fake.terminated = true),
    failToLoad: () => crash(''), // the browser's `error` event for a script that did not load says nothing
  };
  return fake;
}

const lab: Handlers<Lab> = {
  run({ checkouts }, { progress }) {
    progress(checkouts / 2);
    return `${checkouts} checkouts`;
  },
  hang: () => new Promise(() => {}),
};

describe('a worker client', () => {
  it('passes calls, progress and replies through while the worker works', async () => {
    const client = workerClient<Lab>(() => fakeWorker(lab), 'lab');
    const heard: number[] = [];
    await expect(client.call('run', { checkouts: 100 }, { onProgress: (n) => heard.push(n) })).resolves.toBe('100 checkouts');
    expect(heard).toEqual([50]);
  });

  it('fails a call with a reason when no worker can be made here', async () => {
    const client = workerClient<Lab>(() => {
      throw new DOMException('Workers are forbidden by the page’s policy', 'SecurityError');
    }, 'lab');
    await expect(client.call('run', { checkouts: 1 }).catch(told)).resolves.toBe('The lab worker cannot run in this page: Workers are forbidden by the page’s policy');
  });

  it('fails what the worker was asked when its script does not load, and starts a new one for the next call', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const client = workerClient<Lab>(() => {
      workers.push(fakeWorker(lab));
      return workers.at(-1)!;
    }, 'lab');
    const calls = [client.call('hang', undefined), client.call('hang', undefined)];
    workers[0]!.failToLoad();
    for (const call of calls) await expect(call.catch(told)).resolves.toMatch(/^The lab worker could not start: its script did not load/);
    expect(workers[0]!.terminated).toBe(true);

    await expect(client.call('run', { checkouts: 3 })).resolves.toBe('3 checkouts'); // Retry
    expect(workers).toHaveLength(2);
  });

  it('replaces a worker that reports itself spent: every call it had fails with that reason, and the next goes to a new one', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    let spent = true;
    const client = workerClient<Lab>(() => {
      const failing: Handlers<Lab> = { ...lab, run: () => Promise.reject(new Refusal(whyNoScript())) };
      workers.push(spent ? fakeWorker(failing, 'start') : fakeWorker(lab));
      return workers.at(-1)!;
    }, 'lab');
    const waiting = client.call('hang', undefined);
    for (const call of [client.call('run', { checkouts: 1 }), waiting]) {
      const failure = await call.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CallFailed);
      expect(failure).toMatchObject({ fatal: 'start', problem: { kind: 'workerNoStart', worker: 'lab', why: { kind: 'noScript' } } });
      expect(told(failure)).toBe('The lab worker could not start: its script did not load');
    }
    expect(workers[0]!.terminated).toBe(true);
    spent = false;
    await expect(client.call('run', { checkouts: 2 })).resolves.toBe('2 checkouts');
    expect(workers).toHaveLength(2);
  });

  it('ends the worker on terminate(): calls waiting fail as stopped, and the next call starts a new worker', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const client = workerClient<Lab>(() => {
      workers.push(fakeWorker(lab));
      return workers.at(-1)!;
    }, 'race');
    const searching = client.call('hang', undefined);
    client.terminate();
    await expect(searching).rejects.toBeInstanceOf(WorkerStopped);
    await expect(searching.catch(told)).resolves.toBe('The race finder was stopped');
    expect(workers[0]!.terminated).toBe(true);
    await expect(client.call('run', { checkouts: 5 })).resolves.toBe('5 checkouts');
    expect(workers).toHaveLength(2);
  });
});
