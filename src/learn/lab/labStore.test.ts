import { describe, expect, it } from 'vitest';
import type { LabSettings } from '../../core/lab';
import { openChannel, type Handlers } from '../../platform/rpc/channel';
import type { NoApi } from '../../platform/rpc/messages';
import { words } from '../../narration/words';
import { portPair } from '../../platform/rpc/port';
import { Refusal } from '../../core/problem';
import type { LabApi } from './labProtocol';
import { createLabStore } from './labStore';

const settings: LabSettings = { story: 'payflow', checkouts: 100, loss: 0.2, attempts: 5, seed: 1 };
const settled = () => new Promise((resolve) => setTimeout(resolve));

/** A lab store over a channel to `handlers` (standing in for the lab service in its worker). */
function labStore(handlers: Partial<Handlers<LabApi>>) {
  const [page, worker] = portPair();
  openChannel<NoApi, LabApi>(worker, handlers as Handlers<LabApi>);
  return createLabStore(() => openChannel<LabApi>(page));
}

describe('the lab store', () => {
  it('shows a run’s progress as it comes, then its outcome', async () => {
    const seen: number[] = [];
    const store = labStore({
      runLab(_settings, { progress }) {
        progress({ versionIndex: 1, done: 50, total: 100, tallies: [] });
        return { kind: 'done', tallies: [], ms: 12 };
      },
    });
    store.subscribe((s) => seen.push(s.progress));
    store.getState().run(settings);
    expect(store.getState().status).toBe('running');
    await settled();
    expect(seen).toContain(0.5); // the second of three versions, half done
    expect(store.getState()).toMatchObject({ status: 'done', progress: 1, ms: 12 });
  });

  it('asks the running run to stop when cancelled, and shows the tallies it had', async () => {
    const store = labStore({
      runLab: (_settings, { signal }) => new Promise((resolve) => signal.addEventListener('abort', () => resolve({ kind: 'cancelled', tallies: [] }))),
    });
    store.getState().run(settings);
    await settled();
    store.getState().cancel();
    await settled();
    expect(store.getState().status).toBe('cancelled');
  });

  it('does not hear a run the learner replaced with a new one', async () => {
    let runs = 0;
    const store = labStore({
      runLab: async () => {
        const mine = ++runs;
        if (mine === 1) await settled(); // the first answers after the second has started
        return { kind: 'done', tallies: [], ms: mine };
      },
    });
    store.getState().run(settings);
    store.getState().run({ ...settings, checkouts: 10 });
    await settled();
    await settled();
    expect(store.getState()).toMatchObject({ status: 'done', ms: 2, settings: { checkouts: 10 } });
  });

  it('shows why a run failed', async () => {
    const store = labStore({
      runLab: () => {
        throw new Refusal({ kind: 'sqlNotLoaded', why: { kind: 'said', text: 'offline' } });
      },
    });
    store.getState().run(settings);
    await settled();
    expect(store.getState()).toMatchObject({ status: 'error', error: { kind: 'sqlNotLoaded', why: { kind: 'said', text: 'offline' } } });
    expect(words.problems.say(store.getState().error!)).toBe('The SQLite engine (sql-wasm.wasm) could not be loaded: offline');
  });
});
