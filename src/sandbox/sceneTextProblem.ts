/** What can be wrong with a scene's text form (`embed/sceneLink.ts` reads it; narration words it): data only. */

/** What a statement expected where it went wrong, by id: the catalog names it ("a story", "the moment"). */
export type SceneSlot = 'story' | 'chapter' | 'breakSwitch' | 'point' | 'direction' | 'onOff' | 'intent' | 'paycoCall' | 'visit' | 'moment' | 'delay' | 'pause' | 'lockMs' | 'compared';

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

/**
 * Why a comparison's text (`compare=`, embed/compareLink.ts) cannot be read: any problem of a scene's
 * text (its start and its actions are a scene's), or one of a comparison's own.
 */
export type CompareTextProblem =
  | SceneTextProblem
  /** The text ended after its version: the story and the scene come next. */
  | { kind: 'noCompared' }
  /** A statement that should start a side (`a`, `b`) or be an action of one. */
  | { kind: 'notSide'; word: string }
  /** `b` before `a`, or a side twice: `a` first, then `b`, each once. */
  | { kind: 'sideOrder'; side: 'a' | 'b' }
  /** The text ended before that side. */
  | { kind: 'noSide'; side: 'a' | 'b' }
  /** A word on a side's statement other than `yours` or `break <switch>`. */
  | { kind: 'sideWord'; word: string }
  /** An action in a comparison of a chapter, whose sides hold only their switches. */
  | { kind: 'chapterActions' }
  /** `break <switch>` on a scene's side: a scene's switches are its actions (`break no-fencing on`). */
  | { kind: 'sceneSideBreak' }
  /** A switch that does not change this chapter in this story; `switches` are those that do. */
  | { kind: 'notForChapter'; word: string; chapter: string; switches: readonly string[] }
  /** Two switches of one side that exclude each other. */
  | { kind: 'clash'; switches: readonly string[] }
  /** A switch that changes the lesson's store, on a side played by the learner's own. */
  | { kind: 'yoursStoreSwitch'; word: string };
