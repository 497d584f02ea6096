import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { language, onLanguageChange } from './narration/language';
import type { ParamProblem } from './embed/params';
import type { PlayerSetup } from './embed/setup';
import { useEmbedBridge } from './embed/useEmbedBridge';
import { browserStorage, createScoreBook } from './learn/predict/scoreBook';
import { CourseNotice } from './lms/CourseNotice';
import { UpdateNotice } from './offline/UpdateNotice';
import type { PackageLaunch } from './lms/scorm/launch';
import { useCourse } from './lms/useCourse';
import { onScreenMs } from './narration/captionOf';
import { shellWords } from './narration/shellWords';
import { useNarrator } from './narration/useNarrator';
import { buildTrace, outlineChapters } from './player/buildTrace';
import { withStoryWords } from './narration/storyCaptions';
import type { DriverOptions } from './player/playbackDriver';
import type { ClipProblem } from './player/clip';
import type { PlayerState } from './player/playerState';
import { createPlayerStore } from './player/playerStore';
import { usePlaybackLoop } from './player/usePlaybackLoop';
import { whenIdle } from './player/whenIdle';
import { Player, type OpenSheet } from './ui/Player';
import { PlayerContext } from './ui/playerContext';
import { CompareContext, type CompareHandle } from './ui/compare/CompareContext';
import { comparingWatch } from './embed/comparing';
import type { CompareStore } from './player/compare/store';
import { applyTheme, effectiveTheme } from './ui/theme';

/** A beat's time on screen at the player's speed: the longer of its kind's and its caption's reading time. */
const beatOnScreenMs: DriverOptions['durationOf'] = (beat, { story, speed }) => onScreenMs(story, beat, speed);

/**
 * Cloakroom: one player, set up from the URL. The entry (main.ts) has already started the first
 * chapter's scene in its worker; the store's first `loadTrace` takes that build over.
 */
export function App({ setup, rereadSetup, scorm }: { setup: PlayerSetup; rereadSetup(): PlayerSetup; scorm?: PackageLaunch }) {
  const { params, boxed, opening } = setup;
  // A change of language (the menu) re-renders every view in the new words: the store keeps its place.
  const lang = useSyncExternalStore(onLanguageChange, () => language().id);
  const [firstLang] = useState(lang);
  const problems = useMemo(() => (lang === firstLang ? setup.problems : rereadSetup().problems), [lang, firstLang, setup, rereadSetup]);
  const [store] = useState(() =>
    createPlayerStore({
      chapters: opening.chapters,
      story: params.story,
      chapter: opening.chapter,
      continueOn: opening.continueOn,
      ...(opening.start !== null || opening.end !== null ? { clip: { start: opening.start, end: opening.end } } : {}),
      speed: params.speed,
      captions: params.captions,
      narration: params.narration,
      playing: params.autoplay,
      breaks: params.break,
      buildTrace: (chapter, story, breaks) => withStoryWords(buildTrace(chapter, story, breaks), story),
      whenIdle,
    }),
  );
  const [book] = useState(() => createScoreBook(browserStorage(), { verify: verifyWhenIdle }));
  const [theme, setTheme] = useState(() => effectiveTheme(params.theme));
  // Above the player's key={lang}: a sheet open when another language lands stays open, and so does
  // fullscreen (the element around the player fills the screen, not the player drawn anew).
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const shell = useRef<HTMLDivElement>(null);
  const [sceneProblem, setSceneProblem] = useState<(() => ParamProblem) | undefined>();
  const [compareProblem, setCompareProblem] = useState<(() => ParamProblem) | undefined>();
  // The comparison's store, once its chunk is here (the first "Compare…", or a compare= link).
  const [compareStore, setCompareStore] = useState<CompareStore>();
  const comparing = useRef<CompareStore>(undefined);
  // What an embedding page is told of it: `ready` waits for a compare= link's comparison; commands drive one on screen.
  const [watch] = useState(() => comparingWatch(params.compare !== null));
  useEffect(() => {
    comparing.current = compareStore;
    watch.driveWith(() => {
      const state = compareStore?.getState();
      return state?.spec && state.slot?.status === 'ready' ? state : undefined;
    });
  }, [compareStore, watch]);
  const compare = useMemo<CompareHandle>(
    () => ({
      store: compareStore,
      open: (spec, options) =>
        void import('./ui/compare').then(({ compareFor }) => {
          const opened = compareFor(store);
          setCompareStore(opened);
          void opened.getState().open(spec, options);
        }),
    }),
    [compareStore, store],
  );
  useEffect(() => {
    void store.getState().loadTrace(store.getState().chapter);
    // A scene in the link (scene=) plays as the sandbox chapter once its parser, store and worker are there.
    const scene = params.scene;
    if (scene) {
      void import('./ui/sandbox/sandboxSession').then(({ openSceneLink }) => {
        const problem = openSceneLink(store, scene);
        if (problem) setSceneProblem(() => problem);
      });
    }
    // A comparison in the link (compare=) opens once its chunk is there; the single view plays meanwhile, and if it cannot be made.
    const comparison = params.compare;
    if (comparison) {
      void import('./ui/compare').then(({ openCompareLink }) => {
        const opened = openCompareLink(store, comparison, { onProblem: (problem) => setCompareProblem(() => problem), onSettled: (info) => watch.settle(info) });
        if (opened) setCompareStore(opened);
      }, () => watch.settle(null));
    }
  }, [store, params.scene, params.compare, watch]);
  usePlaybackLoop(store, beatOnScreenMs);
  // While a comparison is open it speaks for itself (src/ui/compare/useCompareRun.ts).
  useNarrator(store, () => comparing.current?.getState().spec !== undefined);
  const tap = useCourse(store, params.origin, scorm?.session);
  useEmbedBridge(
    store,
    params.origin,
    () => ({ score: book.score() }),
    (changed) => book.subscribe(changed),
    (chapters, story, breaks) => withStoryWords(outlineChapters(chapters, story, breaks), story),
    tap,
    watch,
  );
  // start= and end= are checked against the chapter's beats once it is built; the notice names what did not fit.
  const clipProblems = useStore(store, selectClipProblems);
  // Each worded in the language on screen (`lang` re-words them after a switch).
  const shownProblems = useMemo(
    () => [...problems, ...(sceneProblem ? [sceneProblem()] : []), ...(compareProblem ? [compareProblem()] : []), ...clipProblems.map(describeClipProblem)],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lang: the same problems, in the new words
    [problems, sceneProblem, compareProblem, clipProblems, lang],
  );
  const toggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <PlayerContext.Provider value={store}>
      <CompareContext.Provider value={compare}>
        <div className="player-shell" ref={shell}>
          <Player
            key={lang}
            problems={shownProblems}
            theme={theme}
            onToggleTheme={toggleTheme}
            controls={params.controls}
            book={book}
            boxed={boxed}
            describe={params.describe}
            notice={
              <>
                {scorm && <CourseNotice board={scorm.board} />}
                <UpdateNotice />
              </>
            }
            sheet={sheet}
            onSheet={setSheet}
            shell={shell}
          />
        </div>
      </CompareContext.Provider>
    </PlayerContext.Provider>
  );
}

const selectClipProblems = (s: PlayerState) => s.clipProblems;

/** A `start=` or `end=` beyond the chapter's beats, as the notice names it. */
function describeClipProblem({ name, value, beats }: ClipProblem): ParamProblem {
  const say = shellWords.params;
  return { name, value: String(value), expected: say.inChapter(beats - 1), used: name === 'start' ? say.firstBeat : say.lastBeat };
}

/**
 * Checks the saved score's questions against the real scenes, once the page is idle and off the first
 * load's path (the check is loaded on demand, and builds in the scene worker after the first chapter).
 */
function verifyWhenIdle(ids: string[]): Promise<ReadonlySet<string>> {
  return new Promise<void>((resolve) => whenIdle(resolve))
    .then(() => import('./learn/predict/existingQuestions'))
    .then(({ existingQuestions }) => existingQuestions(ids, buildTrace));
}
