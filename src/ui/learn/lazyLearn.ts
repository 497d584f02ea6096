import { lazy } from 'react';

const load = () => import('./index');

export const LazyLearnArea = lazy(() => load().then((m) => ({ default: m.LearnArea })));
export const LazyLearnPrompt = lazy(() => load().then((m) => ({ default: m.LearnPrompt })));
