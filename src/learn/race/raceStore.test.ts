import { describe, expect, it, vi } from 'vitest';
import { openChannel, type Handlers } from '../../platform/rpc/channel';
import type { NoApi } from '../../platform/rpc/messages';
import { portPair } from '../../platform/rpc/port';
import { WorkerStopped } from '../../platform/rpc/workerClient';
import type { RaceApi } from './raceProtocol';
import { createRaceStore } from './raceStore';

const settled = () => new Promise((resolve) => setTimeout(resolve));

/** A race store over a channel to `findRace` (standing in for the race service in its worker). */
function raceStore(findRace: Handlers<RaceApi>['findRace']) {
  const [page, worker] = portPair();
  openChannel<NoApi, RaceApi>(worker, { findRace });
  const channel = openChannel<RaceApi>(page);
  const terminate = vi.fn(() => channel.failAll(new WorkerStopped('race')));
  return { store: createRaceStore(() => ({ call: channel.call, terminate })), terminate };
}

describe('the race finder’s store', () => {
  it('counts the schedules tried as the search reports them, then shows what it found', async () => {
    const tried: number[] = [];
    const { store } = raceStore((_request, { progress }) => {
      progress({ tried: 40 });
      return { kind: 'held', tried: 60, ms: 5 };
    });
    store.subscribe((s) => tried.push(s.tried));
    store.getState().find();
    await settled();
    expect(tried).toContain(40);
    expect(store.getState()).toMatchObject({ status: 'done', tried: 60, result: { kind: 'held', tried: 60 } });
  });

  it('ends the worker on cancel, shows the search as cancelled, not failed, and searches again in a new one', async () => {
    let searches = 0;
    const { store, terminate } = raceStore(() => (++searches === 1 ? new Promise(() => {}) : { kind: 'held', tried: 1_000, ms: 9 }));
    store.getState().find();
    store.getState().cancel();
    await settled();
    expect(terminate).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('cancelled');
    store.getState().find();
    await settled();
    expect(store.getState()).toMatchObject({ status: 'done', tried: 1_000 });
  });
});
