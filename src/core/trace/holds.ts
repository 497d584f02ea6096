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

  /** A worker process died or restarted: what it held in memory is gone (its row stays). */
  forget(worker: string): void {
    this.held.delete(worker);
  }

  /** The in_flight rows of `state` at time `now`, each with its holder, age and staleness. */
  claims(state: StateSnapshot, now: number): KeyClaim[] {
    return state.idempotencyKeys
      .filter((row) => row.status === 'in_flight')
      .map((row) => {
        const holder = [...this.held].find(([, h]) => h.key === row.key && h.token === row.locked_at);
        const ageMs = now - row.locked_at;
        return { key: row.key, lockedAt: row.locked_at, ageMs, stale: ageMs >= this.lockMs, holder: holder?.[0] ?? null, working: holder?.[1].working ?? false };
      });
  }
}
