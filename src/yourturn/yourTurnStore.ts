/**
 * Your turn's state, as a vanilla zustand store the panel reads: the code on screen and where it came
 * from, each test's result as it arrives, and what went wrong outside the tests (the worker, a link).
 * The code is kept in the browser as it is typed; after each run it goes into the address (`code=`).
 * A code from a link is shown and never run until the learner presses Run.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { problemOf, type Problem } from '../core/problem';
import { decodeCode, encodeCode, type CodeLinkProblem } from './codeLink';
import { TEST_IDS, type TestId, type TestReport, type TestResult } from './harness/results';
import { runEachTest, type TestExecutor } from './runTests';
import { reportTestRun } from './testRuns';

/** Where the code in the editor came from. */
export type CodeOrigin = 'skeleton' | 'saved' | 'link' | 'solution' | 'edited';

export interface YourTurnState {
  code: string;
  from: CodeOrigin;
  /** Each test's latest result (absent: not run since the code was last run). */
  results: Partial<Record<TestId, TestResult>>;
  status: 'idle' | 'running' | 'done' | 'error';
  /** The test running now. */
  running: TestId | undefined;
  /** Why the tests could not run at all (the worker), worded by `words.problems.say`. */
  problem: Problem | undefined;
  /** A `code=` that could not be read (the skeleton is shown), or a run whose code the address could not carry. */
  link: { when: 'opening' | 'saving'; problem: CodeLinkProblem } | undefined;
  /** The last run's report. */
  report: TestReport | undefined;
  /** Waits for a `code=` of the opening link to be read. */
  opened: Promise<void>;

  edit(code: string): void;
  startAgain(): void;
  showSolution(): void;
  run(): Promise<void>;
}

export type YourTurnStore = StoreApi<YourTurnState>;

export interface YourTurnDeps {
  skeleton: string;
  solution: string;
  /** The `code=` the page opened with, if any (already checked for its shape). */
  link: string | null;
  executor(code: string): TestExecutor;
  /** Puts `link` into the page's address (null: takes `code=` out). */
  writeLink(link: string | null): void;
  /** Where the code is kept between visits (absent in a sandboxed frame with no storage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const SAVED = 'cloakroom:your-store';

export function createYourTurnStore(deps: YourTurnDeps): YourTurnStore {
  const saved = read(deps.storage);
  const keep = (code: string) => {
    try {
      deps.storage?.setItem(SAVED, code);
    } catch {
      // A full or refused storage keeps nothing: the code stays on screen and in the address after a run.
    }
  };
  return createStore<YourTurnState>()((set, get) => {
    const show = (code: string, from: CodeOrigin) => {
      set({ code, from, results: {}, status: 'idle', report: undefined, problem: undefined });
      keep(code);
    };
    const opened = deps.link
      ? decodeCode(deps.link).then((decoded) => {
          // A learner who typed before the link was read keeps what they typed.
          if (get().from !== (saved === null ? 'skeleton' : 'saved')) return;
          if (decoded.ok) set({ code: decoded.code, from: 'link' });
          else set({ code: deps.skeleton, from: 'skeleton', link: { when: 'opening', problem: decoded.problem } });
        })
      : Promise.resolve();
    return {
      code: saved ?? deps.skeleton,
      from: saved === null ? 'skeleton' : 'saved',
      results: {},
      status: 'idle',
      running: undefined,
      problem: undefined,
      link: undefined,
      report: undefined,
      opened,

      edit(code) {
        if (code === get().code) return;
        set({ code, from: 'edited' });
        keep(code);
      },
      startAgain: () => show(deps.skeleton, 'skeleton'),
      showSolution: () => show(deps.solution, 'solution'),

      async run() {
        if (get().status === 'running') return;
        const code = get().code;
        set({ status: 'running', results: {}, problem: undefined, running: TEST_IDS[0], report: undefined });
        try {
          const report = await runEachTest(deps.executor(code), (result) => {
            const next = TEST_IDS[TEST_IDS.indexOf(result.id) + 1];
            set({ results: { ...get().results, [result.id]: result }, running: next });
          });
          set({ status: 'done', running: undefined, report });
          reportTestRun(report);
        } catch (error) {
          set({ status: 'error', running: undefined, problem: problemOf(error) });
          return;
        }
        const encoded = await encodeCode(code);
        deps.writeLink(encoded.ok ? encoded.link : null);
        set({ link: encoded.ok ? undefined : { when: 'saving', problem: encoded.problem } });
      },
    };
  });
}

function read(storage: YourTurnDeps['storage']): string | null {
  try {
    return storage?.getItem(SAVED) ?? null;
  } catch {
    return null;
  }
}
