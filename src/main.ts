/**
 * The entry: small on purpose. The page's static shell (index.html) paints at once; this script
 * starts the first chapter's scene in its worker (sql.js's wasm streams in there), and only after
 * that first paint fetches and runs React and the player, which would otherwise hold the paint back.
 */
import { isFramed, markBoxed } from './embed/framed';
import { askedLanguage } from './embed/params';
import { readSetup } from './embed/setup';
import { setLanguage } from './narration/language';
import { chooseLanguage, LANGUAGE_MODULES, type LanguageId, type LanguageModule } from './narration/languages';
import englishChunk from './narration/en/language.ts?chunk-url';
import spanishChunk from './narration/es/language.ts?chunk-url';
import pseudoChunk from './narration/pseudo/language.ts?chunk-url';
import englishPayflowChunk from './narration/en/captions/payflow.ts?chunk-url';
import englishLibraryChunk from './narration/en/captions/library.ts?chunk-url';
import spanishPayflowChunk from './narration/es/captions/payflow.ts?chunk-url';
import spanishLibraryChunk from './narration/es/captions/library.ts?chunk-url';
import { knowCaptionChunks, loadStoryCaptions } from './narration/storyCaptions';
import { setShellLanguage, shellWords } from './narration/shellWords';
import type { PackageLaunch } from './lms/scorm/launch';
import { startBuilding } from './player/buildTrace';
import mountChunk from './mount.tsx?chunk-url';
import { moduleLoader, retryable } from './ui/moduleLoader';
import { sceneViews } from './ui/scene/loadScene';
import { showShellFailure } from './ui/shellFailure';
import { applyTheme } from './ui/theme';
import { mayRegisterOffline } from './offline/mayRegister';
import './ui/styles/index.css';

/** Each language's chunk, for a retry under a fresh URL. */
const LANGUAGE_CHUNKS: Record<LanguageId, string> = { en: englishChunk, es: spanishChunk, 'en-XA': pseudoChunk };
// Each story's captions, likewise (the pseudo-locale makes English's its own as they arrive).
knowCaptionChunks({ 'en/payflow': englishPayflowChunk, 'en/library': englishLibraryChunk, 'es/payflow': spanishPayflowChunk, 'es/library': spanishLibraryChunk });

// A SCORM package (npm run package:scorm) first asks the LMS where to open; the normal build has no such
// branch. What the LMS says is said in the package's language (or the browser's), so its words come first.
if (__CLOAKROOM_PACKAGE__) {
  const config = __CLOAKROOM_PACKAGE__;
  const lang = config.lang ?? chooseLanguage(null, { framed: isFramed(), browser: navigator.languages });
  setShellLanguage(lang);
  const words = moduleLoader(retryable(LANGUAGE_MODULES[lang], LANGUAGE_CHUNKS[lang]), shellWords.chunks.player);
  const launch = () =>
    import('./lms/scorm/launch').then(({ launchPackage }) => {
      const launched = launchPackage({ ...config, lang });
      start(launched.search, launched);
    });
  const onLoaded = ({ default: language }: LanguageModule) => {
    setLanguage(language);
    void launch();
  };
  words.start().then(onLoaded, () => showShellFailure(document.getElementById('root')!, words, onLoaded));
} else start(window.location.search);

function start(search: string, scorm?: PackageLaunch): void {
  const framed = isFramed();
  const lang = chooseLanguage(askedLanguage(search), { framed, browser: navigator.languages });
  setShellLanguage(lang);
  document.documentElement.lang = lang;
  // The language's words start to arrive at once (they are small); React waits for the first paint.
  const words = LANGUAGE_MODULES[lang]();
  words.catch(() => {}); // a failure is the player loader's to show, with Retry
  const loadWords = retryable(() => words, LANGUAGE_CHUNKS[lang]);
  const loadMount = retryable(() => import('./mount'), mountChunk);
  const setup = readSetup(search, framed);
  /** React, the player and the language's words. If they fail to arrive, the shell itself shows the error, with Retry. */
  const player = moduleLoader(async (attempt) => {
    const [mount, language] = await Promise.all([loadMount(attempt), loadWords(attempt)]);
    setLanguage(language.default);
    // The story's own captions start to arrive beside the first scene; its Trace waits for them (App).
    loadStoryCaptions(setup.params.story).catch(() => {});
    return mount;
  }, shellWords.chunks.player);
  applyTheme(setup.params.theme);
  if (setup.boxed) markBoxed();
  startBuilding(setup.opening.chapter, setup.params.story, setup.params.break);

  void afterFirstPaint().then(() => {
    sceneViews.start().catch(() => {}); // the player shows the failure, with Retry
    const root = document.getElementById('root')!;
    const onLoaded = ({ mount }: typeof import('./mount')) => {
      mount(root, setup, () => readSetup(search, framed), scorm);
      // After the player, off the first load's path: the files it caches are the ones just fetched.
      if (mayRegisterOffline(framed)) void import('./offline/registerOffline').then(({ registerOffline }) => registerOffline()).catch(() => {});
    };
    player.start().then(onLoaded, () => showShellFailure(root, player, onLoaded));
  });
}

/**
 * Resolves once the shell has painted: when the browser reports its first contentful paint, or (where
 * paint timing is missing) after the next frame. A paint that never comes (a hidden tab, an iframe
 * scrolled far away) must not hold the player back, so a timer stands in after 500 ms.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 500);
    if (performance.getEntriesByType('paint').length > 0) return resolve();
    try {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }
  });
}
