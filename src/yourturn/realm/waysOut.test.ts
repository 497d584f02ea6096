import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from '../../core/sqlite/loadSqlJs';
import { yourTurn } from '../../narration/en/yourTurn';
import { yourTurn as yourTurnEs } from '../../narration/es/yourTurn';
import { runCompiledTest } from '../harness/runTest';
import { compileStore } from '../learnerModule';
import { REFERENCE } from '../testing/brokenStores';
import { fenceWaysOut, realmFence, standIns, wayOutLog, WayOutRefused } from './waysOut';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

describe('the realm’s ways out', () => {
  it('each global refuses, with or without new, notes where to, and cannot be put back', async () => {
    const reached: string[] = [];
    const scope: Record<string, unknown> = {
      fetch: () => reached.push('fetch'),
      XMLHttpRequest: class {},
      WebSocket: class {},
      EventSource: class {},
      importScripts: () => reached.push('importScripts'),
      Worker: class {},
    };
    const log = wayOutLog();
    fenceWaysOut(scope, standIns(log));
    fenceWaysOut(scope, standIns(log)); // a second start in the same realm changes nothing
    const call = (name: string, target: unknown, construct = false) => {
      const way = scope[name] as (...args: unknown[]) => unknown;
      return () => (construct ? new (way as unknown as new (t: unknown) => unknown)(target) : way(target));
    };
    await expect(call('fetch', 'https://example.com/steal')()).rejects.toThrow(WayOutRefused);
    await expect(call('fetch', new URL('https://example.com/u'))()).rejects.toThrow(WayOutRefused);
    expect(call('WebSocket', 'wss://example.com', true)).toThrow(WayOutRefused);
    expect(call('EventSource', 'https://example.com/events', true)).toThrow(WayOutRefused);
    expect(call('XMLHttpRequest', undefined, true)).toThrow(WayOutRefused);
    expect(call('importScripts', 'https://example.com/x.js')).toThrow(WayOutRefused);
    expect(call('Worker', 'data:text/javascript,1', true)).toThrow(WayOutRefused);
    expect(() => (scope.fetch = () => reached.push('back'))).toThrow(TypeError);
    expect(reached).toEqual([]);
    expect(log.drain().map((a) => `${a.way} ${a.target}`)).toEqual([
      'fetch https://example.com/steal',
      'fetch https://example.com/u',
      'WebSocket wss://example.com',
      'EventSource https://example.com/events',
      'XMLHttpRequest ',
      'importScripts https://example.com/x.js',
      'Worker data:text/javascript,1',
    ]);
    expect(log.drain()).toEqual([]);
  });

  it('a test during which the code tried one fails with it, in words, whatever else happened', async () => {
    const { log } = realmFence();
    // The reference, passing test 1, but asking for a module on the way: import() is the one way out sucrase turns into require.
    const code = REFERENCE.replace('const fp = fingerprint(params);', "import('left-pad').catch(() => {});\n    const fp = fingerprint(params);");
    expect(code).not.toBe(REFERENCE);
    const compiled = compileStore(code, { onImportRefused: (module) => log.note({ way: 'import', target: module }) });
    const result = await runCompiledTest(SQL, compiled, 'new-key', log);
    expect(result).toEqual({ id: 'new-key', passed: false, failure: { kind: 'way-out', attempts: [{ way: 'import', target: 'left-pad' }] } });
    if (result.passed) return;
    expect(yourTurn.failure(result.failure)).toBe(
      "your code tried to reach outside the realm it runs in: import('left-pad'); each was refused and nothing was sent (the tests judge a store by its database alone)",
    );
    expect(yourTurnEs.failure(result.failure)).toContain("import('left-pad')");
    // Without the log the same run passes: the failure is the attempt's, not the store's.
    expect(await runCompiledTest(SQL, compiled, 'new-key')).toEqual({ id: 'new-key', passed: true });
  });
});

describe('the module’s own names for the ways out', () => {
  it('are the realm’s stand-ins where it gives them: a bare fetch() is refused in words, not as a TypeError', async () => {
    const fence = realmFence();
    const code = REFERENCE.replace('const fp = fingerprint(params);', "await fetch('https://example.com/steal').catch(() => {});\n    new WebSocket('wss://example.com/x');\n    const fp = fingerprint(params);");
    const result = await runCompiledTest(SQL, compileStore(code, { standIns: fence.standIns }), 'new-key', fence.log);
    expect(result).toEqual({ id: 'new-key', passed: false, failure: { kind: 'way-out', attempts: [{ way: 'fetch', target: 'https://example.com/steal' }, { way: 'WebSocket', target: 'wss://example.com/x' }] } });
    // Without stand-ins (npm run test:04, in Node) the names are undefined: a TypeError, as before.
    const plain = await runCompiledTest(SQL, compileStore(code), 'new-key', wayOutLog());
    expect(plain.passed).toBe(false);
    if (!plain.passed) expect(JSON.stringify(plain.failure)).toMatch(/TypeError/);
  });
});
