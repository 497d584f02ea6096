import { lazy } from 'react';

/** Starts downloading the scene's views; called as soon as the page starts, beside sql.js. */
export const loadScene = () => import('./index');

export const LazySceneView = lazy(() => loadScene().then((m) => ({ default: m.SceneView })));
export const LazyStatePanels = lazy(() => loadScene().then((m) => ({ default: m.StatePanels })));
