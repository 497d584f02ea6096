/**
 * A learner's `idempotency.ts` made runnable: its types stripped by sucrase (a small, fast transform,
 * not the TypeScript compiler; it keeps every line where it was, so a line number means the same in
 * the editor and at run time), its `import … from 'cloakroom'` turned into a call the harness answers,
 * and the result compiled once into a function that each "process" calls to get a fresh copy of the
 * module: module-level state is a process's own, as it is in a real process. This file is the only
 * place the app evaluates code; it runs in the learner's own worker (src/yourturn/worker) and in
 * Node for `npm run test:04`, never on the page's thread (ESLint keeps `new Function` here).
 */
import { transform } from 'sucrase';
import { CLOAKROOM_MODULE } from './cloakroom';
import type { LearnerDb } from './learnerDb';

/** What is wrong with a learner's code before any test runs, as data for narration. */
export type CodeProblem =
  /** The code does not parse: where, 1-based, and the parser's own message (identifiers, not words). */
  | { kind: 'syntax'; line: number; column: number; detail: string }
  /** It parses, but evaluating the module threw. */
  | { kind: 'module-threw'; error: string }
  /** It has no `export class IdempotencyStore`. */
  | { kind: 'no-store'; found: string }
  /** It imports a module other than 'cloakroom'. */
  | { kind: 'import'; name: string };

/** The options a learner's constructor receives, as the contract pins them. */
export interface LearnerStoreOptions {
  lockMs: number;
  now: () => number;
}

/** A learner's store as the harness calls it. Nothing about it is trusted: every call may throw or never settle. */
export interface LearnerStore {
  run(key: string, params: unknown, work: () => unknown): unknown;
}

/** The class a learner exports. */
export type LearnerStoreClass = new (db: LearnerDb, options: LearnerStoreOptions) => LearnerStore;

/** A compiled module: each call of `process()` evaluates it afresh and gives its exported class, or why not. */
export interface CompiledStore {
  process(): { ok: true; Store: LearnerStoreClass } | { ok: false; problem: CodeProblem };
}

/** An error thrown by `require` for a module the learner may not import. */
class ImportRefused extends Error {
  constructor(readonly module: string) {
    super(`Cannot find module '${module}': only 'cloakroom' can be imported here.`);
  }
}

/** What `compileStore` gives: the compiled module, or why it does not compile. */
export type Compiled = { ok: true; compiled: CompiledStore } | { ok: false; problem: CodeProblem };

/**
 * Names the learner's module cannot reach as globals: the clock is the harness's, and nothing may
 * leave the worker (its frame's policy already forbids the network: this is a second fence, not the
 * first). Each is a parameter of the module's function, given `undefined`, or the realm's stand-in
 * that refuses in words (src/yourturn/realm/waysOut.ts).
 */
const SHADOWED = ['setTimeout', 'setInterval', 'setImmediate', 'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'importScripts', 'Worker', 'SharedWorker', 'postMessage', 'onmessage', 'close'];

/** How the realm that compiles a module fences it: whom to tell of a refused import, and the stand-ins for the ways out. */
export interface CompileFence {
  onImportRefused?(module: string): void;
  standIns?: Readonly<Record<string, unknown>>;
}

/** Whether this realm may evaluate code at all (the learner's worker asks before it says it is ready). */
export function canEvaluate(): boolean {
  try {
    return new Function('return 1')() === 1;
  } catch {
    return false;
  }
}

/**
 * Compiles `code` (TypeScript) once; a syntax error comes back with its line and column.
 * `fence.onImportRefused` hears each module the code asked for and did not get (an `import()` inside
 * `run()` as well).
 */
export function compileStore(code: string, fence: CompileFence = {}): Compiled {
  let js: string;
  try {
    js = transform(code, { transforms: ['typescript', 'imports'], production: true, disableESTransforms: true }).code;
  } catch (error) {
    return { ok: false, problem: syntaxProblem(error) };
  }
  let factory: (require: (name: string) => unknown, exports: object, module: { exports: object }, ...shadowed: unknown[]) => void;
  const shadows = SHADOWED.map((name) => fence.standIns?.[name]);
  try {
    // The one evaluation of learner code in the app (see the file's comment; ESLint allows it only here).
    factory = new Function('require', 'exports', 'module', ...SHADOWED, js) as typeof factory;
  } catch (error) {
    // sucrase parsed it but the engine did not (a few mistakes only the engine catches): no position is known.
    return { ok: false, problem: { kind: 'syntax', line: 0, column: 0, detail: describeError(error) } };
  }
  return {
    ok: true,
    compiled: {
      process() {
        const module = { exports: {} as Record<string, unknown> };
        const require = (name: string) => {
          if (name === 'cloakroom') return CLOAKROOM_MODULE;
          fence.onImportRefused?.(name);
          throw new ImportRefused(name);
        };
        try {
          factory(require, module.exports, module, ...shadows);
        } catch (error) {
          if (error instanceof ImportRefused) return { ok: false, problem: { kind: 'import', name: error.module } };
          return { ok: false, problem: { kind: 'module-threw', error: describeError(error) } };
        }
        const Store = module.exports.IdempotencyStore;
        if (typeof Store !== 'function') {
          return { ok: false, problem: { kind: 'no-store', found: Object.keys(module.exports).filter((k) => k !== '__esModule').join(',') } };
        }
        return { ok: true, Store: Store as LearnerStoreClass };
      },
    },
  };
}

function syntaxProblem(error: unknown): CodeProblem {
  const loc = (error as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: 'syntax',
    line: typeof loc?.line === 'number' ? loc.line : 0,
    column: typeof loc?.column === 'number' ? loc.column : 0,
    // sucrase ends its message with "(line:column)"; the position is said apart.
    detail: message.replace(/\s*\(\d+:\d+\)$/, ''),
  };
}

/** An error (or anything thrown) as one line: `TypeError: db.query is not a function`. Never throws. */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
    return `${typeof error === 'string' ? error : describeValue(error)}`.slice(0, 300);
  } catch {
    return 'an error that cannot be shown';
  }
}

/** A value as the tests quote it: JSON where it is JSON, else what it is. Never throws. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return 'a symbol';
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 200 ? `${text.slice(0, 199)}…` : text;
  } catch {
    return 'a value that is not JSON';
  }
}
