/** What can be wrong with a scene's text form (`embed/sceneLink.ts` reads it; narration words it): data only. */

/** What a statement expected where it went wrong, by id: the catalog names it ("a story", "the moment"). */
export type SceneSlot = 'story' | 'chapter' | 'breakSwitch' | 'point' | 'direction' | 'onOff' | 'intent' | 'paycoCall' | 'visit' | 'moment' | 'delay' | 'pause' | 'lockMs';

/**
 * Why a scene's text cannot be read, as data: an id and the facts a sentence needs (the word the text
 * had, the values it may take). `words.sceneLink.why` says it in the active language.
 */
export type SceneTextProblem =
  | { kind: 'tooLong'; length: number; max: number }
  | { kind: 'empty'; version: number }
  | { kind: 'notVersion'; text: string; version: number }
  | { kind: 'otherVersion'; version: string; reads: number }
  | { kind: 'noStart' }
  | { kind: 'missing'; what: SceneSlot; values?: readonly string[] }
  | { kind: 'notOneOf'; word: string; what: SceneSlot; values: readonly string[] }
  | { kind: 'notCount'; word: string; what: SceneSlot; max: number }
  | { kind: 'notTime'; word: string }
  | { kind: 'pastEnd'; word: string; end: string }
  | { kind: 'notSandboxOrFrom' }
  | { kind: 'noBeat' }
  | { kind: 'onlyBreaks'; word: string }
  | { kind: 'tooManyActions'; max: number }
  | { kind: 'noMoment' }
  | { kind: 'extraWord'; word: string; verb: string }
  | { kind: 'onlyPrune'; word: string }
  | { kind: 'noDelay' }
  | { kind: 'noPauseLength' }
  | { kind: 'notAction'; word: string; actions: readonly string[] }
  | { kind: 'noWorker' }
  | { kind: 'notWorker'; word: string }
  | { kind: 'notMessage'; word?: string }
  | { kind: 'notClient'; word: string };
