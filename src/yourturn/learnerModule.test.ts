import { describe, expect, it } from 'vitest';
import { ConflictError } from './cloakroom';
import { compileStore, describeValue } from './learnerModule';

const store = (body: string) => `import { ConflictError } from 'cloakroom';\nexport class IdempotencyStore {\n  constructor(private db: unknown) {}\n${body}\n}`;

describe('a learner’s module', () => {
  it('has its types stripped, imports cloakroom, and gives each process a fresh copy of the module', () => {
    const compiled = compileStore(`let made = 0;\n${store('  made = ++made;\n  async run(key: string): Promise<number> { throw new ConflictError(); }')}`.replace('made = ++made;', 'n = ++made;'));
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const a = compiled.compiled.process();
    const b = compiled.compiled.process();
    if (!a.ok || !b.ok) throw new Error('no store');
    expect(a.Store).not.toBe(b.Store);
    expect((new a.Store({} as never, { lockMs: 1, now: () => 0 }) as unknown as { n: number }).n).toBe(1);
    expect((new b.Store({} as never, { lockMs: 1, now: () => 0 }) as unknown as { n: number }).n).toBe(1);
    return expect(new a.Store({} as never, { lockMs: 1, now: () => 0 }).run('k', {}, () => 1)).rejects.toBeInstanceOf(ConflictError);
  });

  it('names a syntax error by line and column', () => {
    expect(compileStore('export class IdempotencyStore {\n  run() {\n    const x = ;\n  }\n}')).toEqual({ ok: false, problem: { kind: 'syntax', line: 3, column: 15, detail: 'Unexpected token' } });
  });

  it('says what is missing or refused: no exported class, another module, a module that throws', () => {
    const problem = (code: string) => {
      const c = compileStore(code);
      if (!c.ok) return c.problem;
      const p = c.compiled.process();
      return p.ok ? undefined : p.problem;
    };
    expect(problem('export class Store {}')).toEqual({ kind: 'no-store', found: 'Store' });
    expect(problem(`import { readFileSync } from 'node:fs';\nexport class IdempotencyStore { read = readFileSync; }`)).toEqual({ kind: 'import', name: 'node:fs' });
    expect(problem('throw new TypeError("boom");\nexport class IdempotencyStore {}')).toEqual({ kind: 'module-threw', error: 'TypeError: boom' });
  });

  it('quotes any value without throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect([undefined, () => 1, 10n, cyclic, { a: 1 }].map(describeValue)).toEqual(['undefined', 'a function', '10n', 'a value that is not JSON', '{"a":1}']);
  });
});
