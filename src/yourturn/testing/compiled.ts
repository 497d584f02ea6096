import { compileStore, type CompiledStore } from '../learnerModule';

/** A test's store, compiled: it must compile, or the test is wrong, not the store. */
export function compiled(code: string): CompiledStore {
  const c = compileStore(code);
  if (!c.ok) throw new Error('does not compile');
  return c.compiled;
}
