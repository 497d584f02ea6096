import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scopedKey } from '../../core/http';
import { fingerprint } from '../../core/store';
import { openNativeDatabase, type NativeDatabase } from '../sqlite/nativeDatabase';
import { storeVariantOf } from '../../core/scenarios/breakSwitches';
import { openChannel, type Channel } from '../../platform/rpc/channel';
import { ipcPort, mailbox, type CoordinatorApi, type RacerApi } from './ipc';
import type { RaceAnswer, RaceRole, RaceVariant } from './protocol';

export interface RaceOptions {
  variant: RaceVariant;
  processes: number;
  rounds: number;
  /** Run the variant's schedule against the correct store instead of its broken one. */
  correctStore?: boolean;
  /** Default: `defaultLockMs(variant)`. */
  lockMs?: number;
  /** Called after each round. */
  onRound?: (round: RoundResult) => void;
}

export interface RoundResult {
  round: number;
  /** Rows PayCo wrote for this round's order. */
  charges: number;
  /** Each process's answer, in process order. */
  answers: RaceAnswer[];
}

export interface RaceResult {
  variant: RaceVariant;
  store: 'correct' | RaceVariant;
  processes: number;
  rounds: RoundResult[];
  /** Rounds in which the order was charged more than once. */
  doubled: number;
  lockMs: number;
}

/**
 * no-fencing waits out the lock every round, so its default is short; the other schedules never wait
 * for it, and a long one keeps a loaded machine from letting a claim go stale between two release points.
 */
export function defaultLockMs(variant: RaceVariant): number {
  return variant === 'no-fencing' ? 1_000 : 10_000;
}

/** The smallest process count that can show each variant's schedule. */
export const MIN_PROCESSES: Record<RaceVariant, number> = { correct: 2, 'select-then-insert': 2, 'blind-takeover': 2, 'no-fencing': 3 };

const CHILD = fileURLToPath(new URL('./raceChild.ts', import.meta.url));
// The children run TypeScript through tsx, as `npm run` does; resolved from here, so any working directory will do.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * The race on real OS processes: `processes` Node processes open one SQLite file (WAL) and, each
 * round, send one order with the same Idempotency-Key through the page's own `POST /checkout`
 * handler. They meet at each await point of the store and leave it at the same instant, so every
 * round interleaves them statement by statement, whatever the machine's load:
 * - `correct`, `select-then-insert`: all processes race from the start;
 * - `blind-takeover`: a stale lock is seeded first, so all of them find it stale and try to take it over;
 * - `no-fencing`: process 1 claims, freezes past `lockMs`, then fails; process 2 takes the stale lock
 *   over and charges; process 1's release runs; then the rest race in.
 * Charges are counted from PayCo's ledger in the same file.
 */
export async function raceProcesses(options: RaceOptions): Promise<RaceResult> {
  const { variant, processes, rounds } = options;
  const lockMs = options.lockMs ?? defaultLockMs(variant);
  const dir = mkdtempSync(join(tmpdir(), 'cloakroom-race-'));
  const file = join(dir, 'race.sqlite');
  const db = openNativeDatabase(file);
  const children: Child[] = [];
  try {
    // The store with the variant's mistake in it, as the break switches' table says.
    const store = options.correctStore || variant === 'correct' ? {} : storeVariantOf([variant]);
    // The parent opens the file first, so the schema exists before any child starts.
    const config = JSON.stringify({ db: file, lockMs, store });
    for (let i = 0; i < processes; i++) children.push(new Child(fork(CHILD, [config], { execArgv: ['--import', TSX], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })));
    await Promise.all(children.map((c) => c.ready()));
    const results: RoundResult[] = [];
    for (let round = 1; round <= rounds; round++) {
      const orderId = `o${round}`;
      const key = `race-${round}`;
      const answers = await playRound(variant, children, { round, key, orderId }, db, lockMs);
      const charges = db.connection.get<{ n: number }>('SELECT COUNT(*) AS n FROM payco_charges WHERE order_id = ?', [orderId])!.n;
      const result = { round, charges, answers };
      results.push(result);
      options.onRound?.(result);
    }
    return {
      variant,
      store: options.correctStore ? 'correct' : variant,
      processes,
      rounds: results,
      doubled: results.filter((r) => r.charges > 1).length,
      lockMs,
    };
  } finally {
    await Promise.all(children.map((c) => c.exit()));
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Round {
  round: number;
  key: string;
  orderId: string;
}

async function playRound(variant: RaceVariant, children: Child[], round: Round, db: NativeDatabase, lockMs: number): Promise<RaceAnswer[]> {
  if (variant === 'blind-takeover') seedStaleLock(db, round, lockMs);
  if (variant !== 'no-fencing') return lockstep(children, round);

  const [first, second, ...rest] = children as [Child, Child, ...Child[]];
  const firstDone = first.start(round, 'stalls-then-fails');
  const resumeFirst = await first.held(); // claimed; its PayCo call hangs
  await new Promise((resolve) => setTimeout(resolve, lockMs + 50)); // its lock goes stale (wall clock: the store's own)
  const secondDone = second.start(round, 'charges-then-waits');
  const resumeSecond = await second.held(); // took the stale lock over and charged; its answer hangs
  resumeFirst();
  const firstAnswer = await firstDone; // its PayCo call failed: the store released the claim (fenced or not)
  const restAnswers = await lockstep(rest, round);
  resumeSecond();
  return [firstAnswer, await secondDone, ...restAnswers];
}

/** Starts every child on the round as a racer and releases them together from each await point. */
function lockstep(children: Child[], round: Round): Promise<RaceAnswer[]> {
  const running = new Set(children);
  const parked = new Map<Child, () => void>();
  const releaseIfAllArrived = () => {
    if (parked.size === 0 || parked.size < running.size) return;
    for (const go of parked.values()) go();
    parked.clear();
  };
  return Promise.all(
    children.map(async (child) => {
      child.onParked = (go) => {
        parked.set(child, go);
        releaseIfAllArrived();
      };
      const answer = await child.start(round, 'racer');
      child.onParked = undefined;
      running.delete(child);
      releaseIfAllArrived();
      return answer;
    }),
  );
}

// A claim left by a process that died long ago: in_flight, locked_at older than lockMs.
function seedStaleLock(db: NativeDatabase, round: Round, lockMs: number): void {
  const params = { method: 'POST', path: '/checkout', body: { orderId: round.orderId, cart: { scarf: 1 } } };
  const lockedAt = Date.now() - lockMs - 1_000;
  db.connection.run(
    `INSERT INTO idempotency_keys (key, fingerprint, status, locked_at, created_at) VALUES (?, ?, 'in_flight', ?, ?)`,
    [scopedKey('racer', round.key), fingerprint(params), lockedAt, lockedAt],
  );
}

/** A forked race process: the coordinator's end of its IPC channel. */
class Child {
  /** Hears each arrival at an await point while a lockstep round runs; `go` lets the process leave it. */
  onParked: ((go: () => void) => void) | undefined;
  private readonly channel: Channel<RacerApi>;
  private readonly readies = mailbox<void>();
  /** Each held PayCo call, as what lets it go on. */
  private readonly holds = mailbox<() => void>();
  private readonly exited: Promise<void>;

  constructor(private readonly process: ChildProcess) {
    this.channel = openChannel<RacerApi, CoordinatorApi>(ipcPort(process), {
      ready: () => this.readies.put(),
      park: () => new Promise<void>((go) => this.onParked?.(go)),
      hold: () => new Promise<void>((resume) => this.holds.put(resume)),
    });
    this.exited = new Promise((resolve) => process.once('exit', () => resolve()));
    process.once('exit', (code) => {
      const error = new Error(`a race process exited (code ${code}) while the race waited for it`);
      this.channel.failAll(error);
      this.readies.fail(error);
      this.holds.fail(error);
    });
  }

  /** Resolves once the process has opened the shared file. */
  ready(): Promise<void> {
    return this.readies.take();
  }

  /** Resolves once the process is inside its held PayCo call, with what lets that call go on. */
  held(): Promise<() => void> {
    return this.holds.take();
  }

  start(round: Round, role: RaceRole): Promise<RaceAnswer> {
    return this.channel.call('round', { ...round, role });
  }

  /** Hangs up; the process ends when it hears that (raceChild.ts). */
  exit(): Promise<void> {
    if (this.process.connected) this.process.disconnect();
    return this.exited;
  }
}
