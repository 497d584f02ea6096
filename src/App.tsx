import { useEffect, useState } from 'react';
import { CHAPTERS } from './narration/chapters';
import type { ParamProblem, PlayerParams } from './embed/params';
import { useEmbedBridge } from './embed/useEmbedBridge';
import { browserStorage, createScoreBook } from './learn/predict/scoreBook';
import { useNarrator } from './narration/useNarrator';
import { buildTrace } from './player/buildTrace';
import { createPlayerStore } from './player/playerStore';
import { usePlaybackLoop } from './player/usePlaybackLoop';
import { whenIdle } from './player/whenIdle';
import { Player } from './ui/Player';
import { PlayerContext } from './ui/playerContext';
import { applyTheme, effectiveTheme } from './ui/theme';

/**
 * Cloakroom: one player, set up from the URL. The entry (main.ts) has already started the first
 * chapter's scene in its worker; the store's first `loadTrace` takes that build over.
 */
export function App({ params, problems }: { params: PlayerParams; problems: readonly ParamProblem[] }) {
  const [store] = useState(() =>
    createPlayerStore({
      chapters: CHAPTERS,
      story: params.story,
      chapter: params.chapter,
      speed: params.speed,
      captions: params.captions,
      narration: params.narration,
      playing: params.autoplay,
      breaks: params.break,
      buildTrace,
      whenIdle,
    }),
  );
  const [book] = useState(() => createScoreBook(browserStorage(), { verify: verifyWhenIdle }));
  const [theme, setTheme] = useState(() => effectiveTheme(params.theme));
  useEffect(() => {
    void store.getState().loadTrace(store.getState().chapter);
  }, [store]);
  usePlaybackLoop(store);
  useNarrator(store);
  useEmbedBridge(
    store,
    params.origin,
    () => ({ score: book.score() }),
    (changed) => book.subscribe(changed),
  );
  const toggleTheme = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <PlayerContext.Provider value={store}>
      <Player problems={problems} theme={theme} onToggleTheme={toggleTheme} controls={params.controls} book={book} />
    </PlayerContext.Provider>
  );
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
