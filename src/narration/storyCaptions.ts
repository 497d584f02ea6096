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

const loaded = new WeakMap<Language, Map<StoryId, CaptionTable>>();
const pending = new WeakMap<Language, Map<StoryId, Promise<void>>>();
const attempts = new WeakMap<Language, Map<StoryId, number>>();
/** The built chunks, by `lang/story`, as the entry names them (`?chunk-url`): a retry imports one under a fresh URL. */
const chunkUrls = new Map<string, string>();

const of = <V>(map: WeakMap<Language, Map<StoryId, V>>, lang: Language) => map.get(lang) ?? map.set(lang, new Map()).get(lang)!;

/** The captions of `story` in `lang` (the active language), or undefined until they are loaded. */
export function storyCaptions(story: StoryId, lang: Language = language()): CaptionTable | undefined {
  return loaded.get(lang)?.get(story);
}

/** The stories whose captions `lang` has: a change of language loads the same ones in the next. */
export function loadedStories(lang: Language): StoryId[] {
  return [...(loaded.get(lang)?.keys() ?? [])];
}

/**
 * Loads the captions of `story` in `lang` (the active language), once; a call after a failure tries
 * again (under a fresh URL where the entry said where the chunk is).
 */
export function loadStoryCaptions(story: StoryId, lang: Language = language()): Promise<void> {
  if (storyCaptions(story, lang)) return Promise.resolve();
  const waiting = of(pending, lang);
  const running = waiting.get(story);
  if (running) return running;
  const tries = of(attempts, lang);
  const attempt = tries.get(story) ?? 0;
  tries.set(story, attempt + 1);
  const load = lang.captions.stories[story](attempt).then(
    (table) => {
      of(loaded, lang).set(story, table);
      waiting.delete(story);
    },
    (error: unknown) => {
      waiting.delete(story);
      // Said as the other chunks' failures are: what could not be loaded, and the browser's reason.
      throw new Error(shellWords.notLoaded(shellWords.chunks.captions, error instanceof Error ? error.message : String(error)), { cause: error });
    },
  );
  waiting.set(story, load);
  return load;
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
