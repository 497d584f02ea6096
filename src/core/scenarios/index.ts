/** The chapters as real scenes: `buildChapter` runs one on a fresh database and returns its Trace. */
export { buildChapter, buildScene, chapterSceneRequest } from './buildChapter';
export type { ChapterRequest, SceneRequest } from './buildChapter';
export { CHAPTER_SPECS, LESSON_CHAPTER_IDS, breaksFor } from './chapters';
export type { ChapterSpec } from './chapters';
export { BREAK_SWITCHES, breakSwitch, isStoreMistake, keyModeOf, paycoKeyWith, storeVariantOf } from './breakSwitches';
export type { BreakSwitch } from './breakSwitches';
export { chapterScene, RECIPES, withBreaks } from './recipes';
export type { SceneConfig } from '../sim/scene';
