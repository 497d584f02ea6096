/**
 * The learner's worker's services, Node-testable: each over the worker's sql.js and the learner's code,
 * compiled once for as long as the same code is asked about.
 */
import type { SqlJsStatic } from 'sql.js';
import type { Handlers } from '../../platform/rpc/channel';
import { runCompiledTest } from '../harness/runTest';
import { buildYourScene, sceneRequestOf } from '../scenes/buildYourScene';
import { StoreRefused } from '../scenes/yourStores';
import { compileStore, type CompileFence, type Compiled, type CompiledStore } from '../learnerModule';
import { TEST_IDS, type Failure } from '../harness/results';
import { runYourLab } from '../lab/yourLab';
import { findYourRace } from '../race/findYourRace';
import type { YourTurnApi } from './yourTurnProtocol';
import type { RealmFence } from '../realm/waysOut';

/**
 * The services once sql.js is there (`start` is the worker entry's own). `fence` is the realm's
 * (src/yourturn/realm/waysOut.ts): the module sees its stand-ins, and a test that tried a way out says so.
 */
export function yourTurnService(loadSql: () => Promise<SqlJsStatic>, fence?: RealmFence): Omit<Handlers<YourTurnApi>, 'start'> {
  let last: { code: string; compiled: Compiled } | undefined;
  const compileFence: CompileFence = fence
    ? { standIns: fence.standIns, onImportRefused: (module) => fence.log.note({ way: 'import', target: module.slice(0, 120) }) }
    : {};
  const compiled = (code: string): Compiled => (last?.code === code ? last.compiled : (last = { code, compiled: compileStore(code, compileFence) }).compiled);
  // `use` on the learner's compiled store; a module or constructor that fails is their failure, said as such.
  const withStore = async <R>(code: string, use: (store: CompiledStore) => Promise<R>): Promise<R | { ok: false; failure: Failure }> => {
    const module = compiled(code);
    if (!module.ok) return { ok: false, failure: { kind: 'code', problem: module.problem } };
    try {
      return await use(module.compiled);
    } catch (error) {
      if (error instanceof StoreRefused) return { ok: false, failure: error.why };
      throw error;
    }
  };
  return {
    async warmUp({ code }) {
      // Its own compile and no fence log: the learner's cache and ways-out stay the learner's.
      await runCompiledTest(await loadSql(), compileStore(code, compileFence), TEST_IDS[0]);
      return null;
    },
    async compile({ code }) {
      compiled(code);
      return null;
    },
    async runTest({ code, id }) {
      return runCompiledTest(await loadSql(), compiled(code), id, fence?.log);
    },
    async buildScene({ code, scene }) {
      const SQL = await loadSql();
      return withStore(code, async (store) => ({ ok: true, trace: await buildYourScene(SQL, store, await sceneRequestOf(SQL, scene)) }));
    },
    async findRace({ code, runs, seed }, { progress }) {
      return withStore(code, async (store) => ({ ok: true, outcome: await findYourRace(await loadSql(), store, runs, seed, (ran) => progress({ tried: ran })) }));
    },
    async runLab({ code, story }, { progress }) {
      return withStore(code, async (store) => ({ ok: true, rows: await runYourLab(await loadSql(), store, story, (done) => progress({ done })) }));
    },
  };
}
