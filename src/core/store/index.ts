/**
 * The store contract, pinned: tests outside this repository import this module.
 * See DESIGN.md, "The store contract".
 */
export { createSchema, FOUR_COLUMN_CLAIM_DDL, IDEMPOTENCY_KEYS_DDL } from './schema';
export type { IdempotencyRow } from './schema';
export { fingerprint } from './fingerprint';
export { ConflictError, MismatchError } from './errors';
export type { ConflictReason } from './errors';
export { IdempotencyStore, CORRECT_VARIANT } from './IdempotencyStore';
export type { AwaitPoint, KeyStore, PauseHook, StoreOptions, StoreStep, StoreVariant, Work } from './IdempotencyStore';
export { decide } from './decide';
export type { Decision } from './decide';

