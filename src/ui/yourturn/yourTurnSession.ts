/**
 * The page's one Your turn store, made when the panel first opens: the skeleton and the reference
 * solution as text, the `code=` the page opened with, the learner's worker, the address and the
 * browser's storage as its edges.
 */
import { PLAYER_PARAMS, readParams } from '../../embed/params';
import skeleton from '../../yourturn/stores/skeleton.store.ts?raw';
import solution from '../../yourturn/stores/reference.store.ts?raw';
import { workerExecutor } from '../../yourturn/worker/yourTurnClient';
import { createYourTurnStore, type YourTurnStore } from '../../yourturn/yourTurnStore';

let store: YourTurnStore | undefined;

/** Puts `code=` into the address (or takes it out), without a new history entry. */
function writeLink(link: string | null): void {
  const url = new URL(window.location.href);
  if (link === null) url.searchParams.delete('code');
  else url.searchParams.set('code', link);
  window.history.replaceState(window.history.state, '', url);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // a sandboxed frame has none
  }
}

export function yourTurnStore(): YourTurnStore {
  store ??= createYourTurnStore({
    skeleton,
    solution,
    link: readParams(window.location.search, { code: PLAYER_PARAMS.code }).values.code,
    executor: workerExecutor,
    writeLink,
    storage: storage(),
  });
  return store;
}
