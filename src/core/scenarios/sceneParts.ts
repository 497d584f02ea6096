/** The parts every chapter's scene is made of (recipes.ts): the chapters' phone, its first tap, a scene with the chapters' defaults. */
import type { Intent, PhoneConfig } from '../sim/phoneConfig';
import type { SceneConfig } from '../sim/scene';
import type { StoryProfile } from '../stories';

/** How long a claim holds its key before another worker may take it over. */
export const LOCK_MS = 5_000;

/** The phone every chapter's client is, unless the recipe says otherwise. */
export function phone(profile: StoryProfile, intents: Intent[], overrides: Partial<PhoneConfig> = {}): PhoneConfig {
  return {
    id: 'phone',
    client: profile.client,
    keyPrefix: profile.keyPrefix,
    keyMode: 'same-key',
    timeoutMs: 3_000,
    maxAttempts: 5,
    backoff: { baseMs: 500, factor: 2, maxMs: 4_000 },
    intents,
    ...overrides,
  };
}

/** One tap of the story's first operation at `at`. */
export function first(profile: StoryProfile, at = 0, more: Partial<Intent> = {}): Intent {
  return { at, body: { ...profile.firstBody }, ...more };
}

/** A scene with the chapters' defaults: lockMs, 100 ms hops, PayCo's 2 s timeout, its key off. */
export function scene(parts: Partial<SceneConfig> & Pick<SceneConfig, 'phones' | 'workers'>): SceneConfig {
  return { lockMs: LOCK_MS, variant: {}, paycoKey: false, network: { latencyMs: 100 }, payco: { latencyMs: 100, timeoutMs: 2_000 }, ...parts };
}
