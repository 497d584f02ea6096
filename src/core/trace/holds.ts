import type { StoreStep } from '../store/IdempotencyStore';
import type { KeyClaim, StateSnapshot } from './types';

/** What a worker believes it holds: the key, the token it wrote, and whether its work began. */
interface Held {
  worker: string;
  key: string;
  token: number;
  working: boolean;
}

/**
 * Who holds which key, followed from the store's own steps (STYLE.md 11: worked out once, here, and
 * recorded in each beat as `claims`). A worker holds a key from its claim or takeover until it saves,
 * releases or dies; it is the holder of a row only while its token is still the row's locked_at. A
 * worker serving several requests at once may hold several keys, one per request.
 */
export class Holds {
  private held: Held[] = [];
  /** What crashed workers held when they died: their tokens stay the rows' locked_at until a takeover. */
  private dead: Held[] = [];

  constructor(private readonly lockMs: number) {}

  /** Follows one step of `worker`'s run(). */
  step(step: StoreStep, worker: string): void {
    const mine = (h: Held) => h.worker === worker && h.key === step.key;
    switch (step.step) {
      case 'claimed':
      case 'took-over':
        this.held = [...this.held.filter((h) => !mine(h)), { worker, key: step.key, token: step.lockedAt, working: false }];
        return;
      case 'work-started': {
        const held = this.held.find(mine);
        if (held) held.working = true;
        return;
      }
      case 'saved':
      case 'save-fenced':
      case 'released':
      case 'release-fenced':
        this.held = this.held.filter((h) => !mine(h));
        return;
      default:
    }
  }

  /** A worker process died: what it held in memory is gone, but its claims outlive it in the rows. */
  crashed(worker: string): void {
    this.dead.push(...this.held.filter((h) => h.worker === worker));
    this.held = this.held.filter((h) => h.worker !== worker);
  }

  /** A worker process came back: a new process, holding nothing, dead or alive. */
  restarted(worker: string): void {
    this.held = this.held.filter((h) => h.worker !== worker);
    this.dead = this.dead.filter((h) => h.worker !== worker);
  }

  /** The in_flight rows of `state` at time `now`, each with its holder, age and staleness. */
  claims(state: StateSnapshot, now: number): KeyClaim[] {
    return state.idempotencyKeys
      .filter((row) => row.status === 'in_flight')
      .map((row) => {
        const owns = (h: Held) => h.key === row.key && h.token === row.locked_at;
        // Two blind takeovers in one millisecond write the same token: both workers hold the claim.
        const [holder, ...others] = this.held.filter(owns);
        const deadHolder = this.dead.find(owns);
        const ageMs = now - row.locked_at;
        const claim: KeyClaim = { key: row.key, lockedAt: row.locked_at, ageMs, stale: ageMs >= this.lockMs, holder: holder?.worker ?? null, working: holder?.working ?? false };
        if (!holder && deadHolder) claim.deadHolder = deadHolder.worker;
        if (others.length > 0) claim.sharedWith = others.map((h) => h.worker);
        return claim;
      });
  }
}
