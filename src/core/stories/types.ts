import type { Database } from 'sql.js';
import type { ChargeLookup, PaymentGateway } from '../http/checkout';
import type { BodyIdentity, Endpoint } from '../http/endpoint';
import type { PayCo } from '../provider/PayCo';
import type { Connection } from '../sqlite/connection';
import type { KeyStore } from '../store/IdempotencyStore';
import type { LedgerTable } from '../trace/snapshot';
import type { StoryId } from '../trace/types';

/** What a story's endpoint needs from the scene around it. */
export interface ShopDeps {
  db: Database | Connection;
  store: KeyStore;
  /** The shop's way to PayCo (PayFlow only): to charge, and to look an order's charges up. */
  gateway?: PaymentGateway & ChargeLookup;
  /** false lets a request without a key run unguarded (the chapters whose client sends none). */
  keyRequired: boolean;
  /** PayFlow: does the shop send its own key (`charge:<order>`) to PayCo? */
  paycoKey: boolean;
  /** Library: runs inside the loan's transaction, after the loan row is written (a crash point). */
  afterLoanInsert?: () => void;
  /** Library: the claim commits before the loan, with a wait between (`SceneConfig.claimCommitsFirst`). */
  claimCommitsFirst?: boolean;
  /** The fingerprint leaves the body out (`SceneConfig.noBodyDigest`). */
  noBodyDigest?: boolean;
}

/** Where the operation's effect is counted: PayCo's charges, or the library's loans. */
export interface Ledger {
  table: LedgerTable;
  /** The column that names whose operation a row is (an order, a member). */
  owner: 'order_id' | 'member';
  unit: 'charge' | 'loan';
}

/**
 * Everything a story is to the scenes, the lab and the views (STYLE.md 16: code asks the profile,
 * never `story === …`). Facts only: a story's words live in src/narration. Plain data, so the page's
 * views can read it without loading the endpoints (`StoryProfile` adds those).
 */
export interface StoryFacts {
  id: StoryId;
  /** The operation the client repeats: `POST <path>`. */
  path: '/checkout' | '/loans';
  /** The bearer the story's client sends (`Authorization: Bearer <client>`). */
  client: string;
  /** How the client's keys begin: the phone's `k-7f21`, the library desk's `OD-7f21`. */
  keyPrefix: string;
  /** The two clients of the `scope` chapter that pick the same key string (actor id = bearer). */
  scopeClients: readonly [string, string];
  /** The key string both of them pick. */
  sharedKey: string;
  /**
   * Where a client asks what became of an operation once it stops retrying (`GET /orders/{orderId}`,
   * each `{field}` the operation's own): PayFlow's reconcile. Absent: the story has no such read.
   */
  reconcilePath?: string;
  /** The operation every chapter starts from (an order, a loan), its fields in this order. */
  firstBody: Readonly<Record<string, unknown>>;
  /** The `scope` chapter's second client's operation. */
  secondBody: Readonly<Record<string, unknown>>;
  /**
   * The `mismatch` chapter: the first body with its fields in another order (PayFlow's canonical
   * fingerprint takes it for the same request; the library's raw-body digest does not), and a body
   * for another operation under the same key.
   */
  mismatch: { first: Record<string, unknown>; reordered: Record<string, unknown>; other: Record<string, unknown> };
  /** How `run()` is told which request a key was used for (DESIGN.md, "HTTP"). */
  requestIdentity: BodyIdentity;
  /** The status a key reused for another request gets: 422 (PayFlow), 409 `key_conflict` (library). */
  mismatchStatus: 409 | 422;
  /** That answer as the decision diagram writes it, an identifier in every language: `422`, `409 key_conflict`. */
  mismatchAnswer: string;
  /** The shop calls PayCo, a provider with a ledger and idempotency keys of its own. */
  provider: boolean;
  ledger: Ledger;
  /** The body's field that names whose operation it is (the ledger's owner): `orderId`, `member`. */
  ownerField: 'orderId' | 'member';
  /**
   * The work commits in the key's own transaction (the library's loan): a crash rolls the claim back
   * with it, so nothing is left in flight for a takeover or a fence.
   */
  workInKeyTransaction: boolean;
  /**
   * Where a worker dies after the work's effect but before its answer is saved: PayFlow's save (PayCo
   * has charged), the library's loan transaction (the loan row is written, uncommitted). One of the
   * simulation's worker points, written out so the profiles need nothing of the simulation.
   */
  afterWorkPoint: 'save' | 'in-transaction';
  /** How long keys are kept, and how far apart the `retention` chapter's requests come. */
  retention: { windowMs: number; stepMs: number };
  /** The body of the lab's checkout `i` (from 1), and the owner that body names. */
  labBody(i: number): Record<string, unknown>;
  ownerOf(i: number): string;
  /** The checkout number an owner names (the inverse of `ownerOf`). */
  orderOf(owner: string): number;
}

/** A story's facts and its wiring: its tables and its endpoint (what the scenes and the lab run). */
export interface StoryProfile extends StoryFacts {
  /** Creates the story's own tables on `db`; PayFlow's PayCo, on its clock. */
  setUp(db: Database, now: () => number): PayCo | undefined;
  /** The story's endpoint over `deps`. */
  endpoint(deps: ShopDeps): Endpoint;
}
