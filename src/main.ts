/**
 * The entry: small on purpose. The page's static shell (index.html) paints at once; this script
 * starts the first chapter's scene in its worker (sql.js's wasm streams in there), and only after
 * that first paint fetches and runs React and the player, which would otherwise hold the paint back.
 */
import { markBoxed } from './embed/framed';
import { shellWords } from './narration/shellWords';
import { readSetup } from './embed/setup';
import type { PackageLaunch } from './lms/scorm/launch';
import { startBuilding } from './player/buildTrace';
import mountChunk from './mount.tsx?chunk-url';
import { moduleLoader, retryable } from './ui/moduleLoader';
import { sceneViews } from './ui/scene/loadScene';
import { showShellFailure } from './ui/shellFailure';
import { applyTheme } from './ui/theme';
import './ui/styles/index.css';

/** React and the player. If they fail to arrive, the shell itself shows the error, with Retry. */
const player = moduleLoader(retryable(() => import('./mount'), mountChunk), shellWords.chunks.player);

// A SCORM package (npm run package:scorm) first asks the LMS where to open; the normal build has no such branch.
if (__CLOAKROOM_PACKAGE__) {
  const config = __CLOAKROOM_PACKAGE__;
  void import('./lms/scorm/launch').then(({ launchPackage }) => {
    const launch = launchPackage(config);
    start(launch.search, launch);
  });
} else start(window.location.search);

function start(search: string, scorm?: PackageLaunch): void {
  const setup = readSetup(search);
  applyTheme(setup.params.theme);
  if (setup.boxed) markBoxed();
  startBuilding(setup.opening.chapter, setup.params.story, setup.params.break);

  void afterFirstPaint().then(() => {
    sceneViews.start().catch(() => {}); // the player shows the failure, with Retry
    const root = document.getElementById('root')!;
    const onLoaded = ({ mount }: typeof import('./mount')) => mount(root, setup, scorm);
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
