/**
 * The break-it switches, as one table (STYLE.md 16): each of the lesson's mistakes, what it changes
 * in the same real code (the store's variant, how the client names its attempts, PayCo's own key) and
 * the chapters it changes in each story. The scenes, the explorer, the race on real processes and
 * the views all read it; none maps a switch to its effect on its own.
 */
import type { KeyMode } from '../sim/phoneConfig';
import type { StoreVariant } from '../store/IdempotencyStore';
import type { BreakId, ChapterId, StoryId } from '../trace/types';

export interface BreakSwitch {
  id: BreakId;
  /** The store's code with the mistake in it (absent: the store is correct). */
  store?: Partial<StoreVariant>;
  /** How the client names its attempts with the mistake on (absent: one key per intent). */
  keyMode?: Exclude<KeyMode, 'same-key'>;
  /** The shop calls PayCo without its own key (`charge:<order>`). */
  noPaycoKey?: true;
  /**
   * The chapters it changes, and in which stories. The library writes its loan in the key's own
   * transaction: a blind takeover or a missing fence has no race left to lose there (its chapter shows
   * that nothing breaks, and why), and it has no PayCo.
   */
  chapters: Partial<Record<ChapterId, readonly StoryId[]>>;
}

const BOTH: readonly StoryId[] = ['payflow', 'library'];

/** Every switch, in the order a chapter offers them. */
export const BREAK_SWITCHES: readonly BreakSwitch[] = [
  { id: 'no-key', keyMode: 'none', chapters: { ticket: BOTH, 'double-click': BOTH } },
  { id: 'key-per-try', keyMode: 'per-try', chapters: { ticket: BOTH, 'double-click': BOTH } },
  { id: 'select-then-insert', store: { claim: 'select-then-insert' }, chapters: { 'double-click': BOTH } },
  { id: 'no-fencing', store: { fencing: false }, chapters: { fencing: BOTH } },
  { id: 'no-provider-key', noPaycoKey: true, chapters: { crash: ['payflow'], fencing: ['payflow'] } },
  { id: 'blind-takeover', store: { takeover: 'blind' }, chapters: { crash: BOTH } },
];

/** The row of `id`. */
export function breakSwitch(id: BreakId): BreakSwitch {
  return BREAK_SWITCHES.find((b) => b.id === id)!;
}

/** The store's code with every mistake of `breaks` in it ({} for the correct store). */
export function storeVariantOf(breaks: readonly BreakId[]): Partial<StoreVariant> {
  return Object.assign({}, ...breaks.map((b) => breakSwitch(b).store ?? {})) as Partial<StoreVariant>;
}

/** How the client names its attempts with `breaks` on; `fallback` when none of them changes it. */
export function keyModeOf(breaks: readonly BreakId[], fallback: KeyMode = 'same-key'): KeyMode {
  return BREAK_SWITCHES.find((b) => b.keyMode && breaks.includes(b.id))?.keyMode ?? fallback;
}

/** Does the shop still send PayCo its own key with `breaks` on? */
export function paycoKeyWith(breaks: readonly BreakId[]): boolean {
  return !breaks.some((b) => breakSwitch(b).noPaycoKey);
}

/** The switches that change the store's own code (the others change the client or PayCo). */
export function isStoreMistake(id: BreakId): boolean {
  return breakSwitch(id).store !== undefined;
}

/** The switches that change `chapter` in `story`, in the table's order. */
export function breaksFor(chapter: ChapterId, story: StoryId): BreakId[] {
  return BREAK_SWITCHES.filter((b) => b.chapters[chapter]?.includes(story)).map((b) => b.id);
}
