/**
 * Store throughput in Node: `IdempotencyStore.run` (claim + save) and replays, on sql.js and on
 * native SQLite (better-sqlite3), with the same store code and the same statements, in one run.
 * Prints medians of several rounds.
 */
import { loadSqlJs, openDatabase, Connection, sqlJsDriver, type SqlDriver } from '../../src/core/sqlite';
import { createSchema, IdempotencyStore } from '../../src/core/store';
import { nativeDriver } from './nativeDriver';
import { median } from './stats';

const PRAGMAS = 'PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY;';

export interface StoreThroughput {
  engine: string;
  runsPerSecond: number;
  replaysPerSecond: number;
  statementsPerSecond: number;
}

async function measure(engine: string, makeDriver: () => SqlDriver, runs: number, rounds: number): Promise<StoreThroughput> {
  const fresh: number[] = [];
  const replays: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const connection = new Connection(makeDriver());
    createSchema(connection);
    let t = 0;
    const store = new IdempotencyStore(connection, { lockMs: 30_000, now: () => t++ });
    const params = { orderId: 'o1', cart: { scarf: 1 } };
    const answer = { status: 201, body: { chargeId: 'ch_1' } };
    let start = performance.now();
    for (let i = 0; i < runs; i++) await store.run(`k${round}-${i}`, params, () => answer);
    fresh.push(runs / ((performance.now() - start) / 1000));
    start = performance.now();
    for (let i = 0; i < runs; i++) await store.run(`k${round}-${i}`, params, () => answer);
    replays.push(runs / ((performance.now() - start) / 1000));
  }
  const runsPerSecond = median(fresh);
  // A new key costs two statements (the claim INSERT and the save UPDATE).
  return { engine, runsPerSecond, replaysPerSecond: median(replays), statementsPerSecond: runsPerSecond * 2 };
}

export async function storeThroughput(runs = 20_000, rounds = 5): Promise<{ rows: StoreThroughput[]; ratio: number; nativeVersion: string }> {
  const SQL = await loadSqlJs();
  const native = nativeDriver();
  native.close();
  const rows = [
    await measure('sql.js, defaults (file in the emulated FS)', () => sqlJsDriver(new SQL.Database()), runs, rounds),
    await measure('sql.js, openDatabase (in SQLite memory, exclusive, memory journal)', () => sqlJsDriver(openDatabase(SQL)), runs, rounds),
    await measure(`native SQLite ${native.version} (better-sqlite3), same pragmas`, () => {
      const { driver } = nativeDriver();
      driver.exec(PRAGMAS);
      return driver;
    }, runs, rounds),
  ];
  return { rows, ratio: rows[2]!.runsPerSecond / rows[1]!.runsPerSecond, nativeVersion: native.version };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, ratio } = await storeThroughput();
  console.table(rows.map((r) => ({ engine: r.engine, 'run()/s (claim+save)': Math.round(r.runsPerSecond), 'statements/s': Math.round(r.statementsPerSecond), 'replays/s': Math.round(r.replaysPerSecond) })));
  console.log(`native ÷ sql.js (tuned): ${ratio.toFixed(2)}× (budget ≤ 2.5×)`);
}
