/**
 * The SCORM 1.2 run-time API an LMS puts on a window as `API` (SCORM 1.2 RTE, §3.2), and the ADL
 * search for it: up through `window.parent` (at most 7 hops, as ADL's sample does), then the same
 * from `window.opener` when the course was opened in a new window.
 */

/** The eight functions of the SCORM 1.2 API. Values are strings; some LMSs return booleans. */
export interface Scorm12Api {
  LMSInitialize(arg: ''): unknown;
  LMSFinish(arg: ''): unknown;
  LMSGetValue(element: string): unknown;
  LMSSetValue(element: string, value: string): unknown;
  LMSCommit(arg: ''): unknown;
  LMSGetLastError(): unknown;
  LMSGetErrorString(code: string): unknown;
  LMSGetDiagnostic(code: string): unknown;
}

/** The part of a window the search reads. */
export interface ApiWindow {
  API?: unknown;
  parent: ApiWindow | null;
  opener?: ApiWindow | null;
}

/** What the search found: an API, something called API that is not one, or nothing. */
export type ApiSearch = { status: 'found'; api: Scorm12Api } | { status: 'broken' } | { status: 'missing' };

const MAX_HOPS = 7;
const FUNCTIONS = ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic'] as const;

/** ADL's `GetAPI`: the nearest `API` up the parents, else up the opener's parents. Never throws. */
export function findApi(win: ApiWindow): ApiSearch {
  const found = searchUp(win) ?? (opener(win) ? searchUp(opener(win)!) : undefined);
  if (found === undefined) return { status: 'missing' };
  return isApi(found) ? { status: 'found', api: found } : { status: 'broken' };
}

function searchUp(start: ApiWindow): unknown {
  let win = start;
  for (let hops = 0; hops <= MAX_HOPS; hops++) {
    const api = read(() => win.API);
    if (api !== undefined && api !== null) return api;
    const parent = read(() => win.parent);
    if (!parent || parent === win) return undefined;
    win = parent;
  }
  return undefined;
}

function opener(win: ApiWindow): ApiWindow | null | undefined {
  return read(() => win.opener);
}

/** A window of another origin throws on any property read: it cannot hold our API. */
function read<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

function isApi(value: unknown): value is Scorm12Api {
  return typeof value === 'object' && value !== null && FUNCTIONS.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');
}
