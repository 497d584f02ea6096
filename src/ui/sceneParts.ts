import type { ReactNode } from 'react';
import type { ScoreBook } from '../learn/predict/scoreBook';
import type { ModuleState } from './moduleLoader';

/** The scene's views chunk (stage, panels) and the learning tools' chunk, as the player loads them. */
export type SceneModule = typeof import('./scene/index');
export type LearnModule = typeof import('./learn/index');

/** What the two layouts of the scene (the page, the player box) are given by the player. */
export interface SceneLayoutProps {
  /** False for `controls=minimal`. */
  full: boolean;
  book: ScoreBook;
  views: ModuleState<SceneModule>;
  /** The learning tools, once a scene is on screen (undefined before, or when they failed to load). */
  learn: LearnModule | undefined;
  /** Shown in place of the learning tools when their chunk failed, with Retry. */
  learnFailure: ReactNode | undefined;
  fullscreen: boolean;
  onToggleFullscreen(): void;
  /** The review page (`?describe=1`): beside the stage, the text a screen reader gets. */
  describe: boolean;
}
