/**
 * The learner's worker's services, Node-testable: each over the worker's sql.js and the learner's code,
 * compiled once for as long as the same code is asked about.
 */
import type { SqlJsStatic } from 'sql.js';
import type { Handlers } from '../../platform/rpc/channel';
import { runCompiledTest } from '../harness/runTest';
import { buildYourScene, sceneRequestOf } from '../scenes/buildYourScene';
import { StoreRefused } from '../scenes/yourStores';
import { compileStore, type Compiled } from '../learnerModule';
import { findYourRace } from '../race/findYourRace';
import type { YourTurnApi } from './yourTurnProtocol';

/** The services once sql.js is there (`start` is the worker entry's own). */
export function yourTurnService(loadSql: () => Promise<SqlJsStatic>): Omit<Handlers<YourTurnApi>, 'start'> {
  let last: { code: string; compiled: Compiled } | undefined;
  const compiled = (code: string): Compiled => (last?.code === code ? last.compiled : (last = { code, compiled: compileStore(code) }).compiled);
  return {
    async runTest({ code, id }) {
      return runCompiledTest(await loadSql(), compiled(code), id);
    },
    async buildScene({ code, scene }) {
      const SQL = await loadSql();
      const module = compiled(code);
      if (!module.ok) return { ok: false, failure: { kind: 'code', problem: module.problem } };
      try {
        return { ok: true, trace: await buildYourScene(SQL, module.compiled, await sceneRequestOf(SQL, scene)) };
      } catch (error) {
        if (error instanceof StoreRefused) return { ok: false, failure: error.why };
        throw error;
      }
    },
    async findRace({ code, runs, seed }, { progress }) {
      const SQL = await loadSql();
      const module = compiled(code);
      if (!module.ok) return { ok: false, failure: { kind: 'code', problem: module.problem } };
      try {
        return { ok: true, outcome: await findYourRace(SQL, module.compiled, runs, seed, (ran) => progress({ tried: ran })) };
      } catch (error) {
        if (error instanceof StoreRefused) return { ok: false, failure: error.why };
        throw error;
      }
    },
  };
}
