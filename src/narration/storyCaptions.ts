/**
 * Each story's own captions, a chunk per language and story: a page loads the captions of the
 * stories it shows, not the other's (the shared captions come with the language). The player's
 * builds wait on `loadStoryCaptions`, so a beat is never worded before its story's captions are in.
 */
import { STORY_IDS, type StoryId } from '../core/trace';
import { retryUrl } from '../platform/retryUrl';
import type { CaptionTable } from './captionTable';
import type { Language, StoryCaptionsLoader } from './catalog';
import { language } from './language';
import { shellWords } from './shellWords';

/** Where one story's captions stand in one language: loaded, on their way, and how often asked for. */
interface StoryState {
  table?: CaptionTable;
  loading?: Promise<void>;
  attempts: number;
}

const states = new WeakMap<Language, Map<StoryId, StoryState>>();
/** The built chunks, by `lang/story`, as the entry names them (`?chunk-url`): a retry imports one under a fresh URL. */
const chunkUrls = new Map<string, string>();

function stateOf(story: StoryId, lang: Language): StoryState {
  const byStory = states.get(lang) ?? states.set(lang, new Map()).get(lang)!;
  return byStory.get(story) ?? byStory.set(story, { attempts: 0 }).get(story)!;
}

const extra = new WeakMap<Language, CaptionTable>();

/**
 * Captions that arrive with a part of the app loaded on demand (Your turn's, for scenes played on a
 * learner's store), for `lang`: read after the story's and the shared ones.
 */
export function addCaptions(table: CaptionTable, lang: Language = language()): void {
  extra.set(lang, { ...extra.get(lang), ...table });
}

/** The captions added for `lang` (`addCaptions`), if any. */
export function addedCaptions(lang: Language = language()): CaptionTable | undefined {
  return extra.get(lang);
}

/** The captions of `story` in `lang` (the active language), or undefined until they are loaded. */
export function storyCaptions(story: StoryId, lang: Language = language()): CaptionTable | undefined {
  return states.get(lang)?.get(story)?.table;
}

/** The stories whose captions `lang` has: a change of language loads the same ones in the next. */
export function loadedStories(lang: Language): StoryId[] {
  return [...(states.get(lang) ?? [])].flatMap(([story, state]) => (state.table ? [story] : []));
}

/**
 * Loads the captions of `story` in `lang` (the active language), once; a call after a failure tries
 * again (under a fresh URL where the entry said where the chunk is).
 */
export function loadStoryCaptions(story: StoryId, lang: Language = language()): Promise<void> {
  const state = stateOf(story, lang);
  if (state.table) return Promise.resolve();
  state.loading ??= lang.captions.stories[story](state.attempts++).then(
    (table) => {
      state.table = table;
      state.loading = undefined;
    },
    (error: unknown) => {
      state.loading = undefined;
      // Said as the other chunks' failures are: what could not be loaded, and the browser's reason.
      throw new Error(shellWords.notLoaded(shellWords.chunks.captions, error instanceof Error ? error.message : String(error)), { cause: error });
    },
  );
  return state.loading;
}

/** Loads every story's captions in `lang` (the active language): for what words both stories at once (Node's scripts and tests). */
export function loadEveryStory(lang: Language = language()): Promise<void> {
  return Promise.all(STORY_IDS.map((story) => loadStoryCaptions(story, lang))).then(() => {});
}

/** `built` (a Trace, an outline), once the captions of `story` are in too: it reaches the views with its words. */
export function withStoryWords<T>(built: Promise<T>, story: StoryId): Promise<T> {
  return Promise.all([built, loadStoryCaptions(story)]).then(([value]) => value);
}

/** Says where each story's caption chunk was built (`lang/story` → URL), for retries. */
export function knowCaptionChunks(urls: Readonly<Record<string, string>>): void {
  for (const [name, url] of Object.entries(urls)) chunkUrls.set(name, url);
}

/**
 * A story's captions as a language file declares them: its own `import()` first; a retry imports the
 * built chunk (`name`, as `knowCaptionChunks` was told) under a fresh URL, for a browser may keep a
 * failed import of a URL for the page's life.
 */
export function captionChunk<M>(name: string, first: () => Promise<M>, table: (module: M) => CaptionTable): StoryCaptionsLoader {
  return async (attempt) => {
    const url = chunkUrls.get(name);
    const module = attempt === 0 || url === undefined ? await first() : ((await import(/* @vite-ignore */ retryUrl(url, attempt))) as M);
    return table(module);
  };
}
