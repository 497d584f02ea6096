import type { StoreStep } from '../store/IdempotencyStore';
import type { KeyClaim, StateSnapshot } from './types';

/** What a worker believes it holds: the key, the token it wrote, and whether its work began. */
interface Held {
  key: string;
  token: number;
  working: boolean;
}

/**
 * Who holds which key, followed from the store's own steps (STYLE.md 11: worked out once, here, and
 * recorded in each beat as `claims`). A worker holds a key from its claim or takeover until it saves,
 * releases or dies; it is the holder of a row only while its token is still the row's locked_at.
 */
export class Holds {
  private readonly held = new Map<string, Held>();
  /** What each crashed worker held when it died: its token stays the row's locked_at until a takeover. */
  private readonly dead = new Map<string, Held>();

  constructor(private readonly lockMs: number) {}

  /** Follows one step of `worker`'s run(). */
  step(step: StoreStep, worker: string): void {
    switch (step.step) {
      case 'claimed':
      case 'took-over':
        this.held.set(worker, { key: step.key, token: step.lockedAt, working: false });
        return;
      case 'work-started': {
        const held = this.held.get(worker);
        if (held?.key === step.key) held.working = true;
        return;
      }
      case 'saved':
      case 'save-fenced':
      case 'released':
      case 'release-fenced':
        if (this.held.get(worker)?.key === step.key) this.held.delete(worker);
        return;
      default:
    }
  }

  /** A worker process died: what it held in memory is gone, but its claim outlives it in the row. */
  crashed(worker: string): void {
    const held = this.held.get(worker);
    this.held.delete(worker);
    if (held) this.dead.set(worker, held);
  }

  /** A worker process came back: a new process, holding nothing, dead or alive. */
  restarted(worker: string): void {
    this.held.delete(worker);
    this.dead.delete(worker);
  }

  /** The in_flight rows of `state` at time `now`, each with its holder, age and staleness. */
  claims(state: StateSnapshot, now: number): KeyClaim[] {
    return state.idempotencyKeys
      .filter((row) => row.status === 'in_flight')
      .map((row) => {
        const owns = ([, h]: [string, Held]) => h.key === row.key && h.token === row.locked_at;
        // Two blind takeovers in one millisecond write the same token: both workers hold the claim.
        const [holder, ...others] = [...this.held].filter(owns);
        const deadHolder = [...this.dead].find(owns);
        const ageMs = now - row.locked_at;
        const claim: KeyClaim = { key: row.key, lockedAt: row.locked_at, ageMs, stale: ageMs >= this.lockMs, holder: holder?.[0] ?? null, working: holder?.[1].working ?? false };
        if (!holder && deadHolder) claim.deadHolder = deadHolder[0];
        if (others.length > 0) claim.sharedWith = others.map(([worker]) => worker);
        return claim;
      });
  }
}
