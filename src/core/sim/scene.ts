import type { StoreVariant } from '../store/IdempotencyStore';
import type { CaptionRegister } from '../trace/types';
import type { Fault } from './faults';
import type { PaycoLinkConfig } from './gateway';
import type { NetworkConfig } from './network';
import type { PhoneConfig } from './phoneConfig';

/**
 * A timed job in the scene that is not a request: the retention job pruning keys older than its
 * window, or a tick that only marks a moment (a learner's "wait 6 s": a beat to stand on, nothing done).
 */
export type Job = { kind: 'prune'; /** When it runs, ms. */ at: number; retentionMs: number } | { kind: 'tick'; at: number };

/** The retention job. */
export type PruneJob = Extract<Job, { kind: 'prune' }>;

/**
 * A scene as plain, serialisable data (DESIGN.md, "Scenes as data"): who takes part (phones, workers),
 * how the store and PayCo are set (lockMs, the store's teaching variant, PayCo's key), what the users do
 * (the phones' intents) and what goes wrong (lost or delayed messages, crashes, pauses, restarts).
 * `JSON.parse(JSON.stringify(scene))` is the same scene; the same scene and seed replay byte for byte.
 */
export interface SceneConfig {
  lockMs: number;
  /** The store's teaching variant (off ⇒ the correct store). */
  variant: Partial<StoreVariant>;
  /** PayFlow: does the shop send its own key (`charge:<order>`) to PayCo? */
  paycoKey: boolean;
  workers: string[];
  network: NetworkConfig;
  payco: PaycoLinkConfig;
  phones: PhoneConfig[];
  faults?: Fault[];
  jobs?: Job[];
  /** How its captions are told (see `CaptionRef.register`); absent: in full. Words only: what runs is the same. */
  register?: CaptionRegister;
}
