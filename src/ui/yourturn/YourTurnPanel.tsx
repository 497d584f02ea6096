import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { onLanguageChange } from '../../narration/language';
import { words as catalog } from '../../narration/words';
import { loadYourTurnWords, type YourTurnWords } from '../../narration/yourTurnWords';
import { CONTRACT_SIGNATURE } from '../../yourturn/contract';
import { TEST_IDS } from '../../yourturn/harness/results';
import type { YourTurnState, YourTurnStore } from '../../yourturn/yourTurnStore';
import { StoreEditor } from './StoreEditor';
import { TestList } from './TestList';
import { WatchYourStore } from './WatchYourStore';
import { yourTurnStore } from './yourTurnSession';
import './YourTurn.css';

const selectCode = (s: YourTurnState) => s.code;
const selectFrom = (s: YourTurnState) => s.from;
const selectResults = (s: YourTurnState) => s.results;
const selectStatus = (s: YourTurnState) => s.status;
const selectRunning = (s: YourTurnState) => s.running;
const selectProblem = (s: YourTurnState) => s.problem;
const selectLink = (s: YourTurnState) => s.link;
const selectReport = (s: YourTurnState) => s.report;

/** Your turn's words, following the active language (their chunk loads for each language once). */
function useYourTurnWords(first: YourTurnWords): YourTurnWords {
  const [words, setWords] = useState(first);
  useEffect(() => onLanguageChange(() => void loadYourTurnWords().then(setWords, () => {})), []);
  return words;
}

/**
 * The editor on the store's code: it alone follows the code, so a key typed re-renders the editor,
 * not the panel with its list of tests and its chapter menu (no long task while typing).
 */
function EditorOnStore({ store, ...props }: { store: YourTurnStore } & Omit<Parameters<typeof StoreEditor>[0], 'code' | 'onChange'>) {
  const code = useStore(store, selectCode);
  return <StoreEditor {...props} code={code} onChange={(next) => store.getState().edit(next)} />;
}

/**
 * Your turn: seed 000's exercise in the page. The editor ("Your store") on the seed's starting point,
 * the db API under it, Run the tests, Start again, Show a solution, and the twelve tests' list.
 */
export function YourTurnPanel({ words: first }: { words: YourTurnWords }) {
  const id = useId();
  const words = useYourTurnWords(first);
  const store = yourTurnStore();
  const from = useStore(store, selectFrom);
  const results = useStore(store, selectResults);
  const status = useStore(store, selectStatus);
  const running = useStore(store, selectRunning);
  const problem = useStore(store, selectProblem);
  const link = useStore(store, selectLink);
  const report = useStore(store, selectReport);
  const failedToCompile = Object.values(results).find((r) => r && !r.passed && r.failure.kind === 'code' && r.failure.problem.kind === 'syntax');
  const syntax = failedToCompile && !failedToCompile.passed && failedToCompile.failure.kind === 'code' && failedToCompile.failure.problem.kind === 'syntax' ? failedToCompile.failure.problem : undefined;
  const mark = syntax && syntax.line > 0 ? { line: syntax.line, column: syntax.column, message: words.syntaxMark(syntax.detail) } : undefined;
  const actions = store.getState();

  return (
    <section className="learn-panel card your-turn" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        {words.title}
      </h2>
      <p className="learn-lead">{words.lead}</p>
      <p className="your-turn-contract">{words.contractLead}</p>
      <pre className="your-turn-contract">
        <code>{CONTRACT_SIGNATURE}</code>
      </pre>
      <p className="your-turn-contract">{words.contractClock}</p>
      {link && (
        <p className="learn-problem" role="alert">
          {words.linkProblem(link.when, link.problem)}
        </p>
      )}
      {words.from[from] && <p className="your-turn-from">{words.from[from]}</p>}
      <h3 className="your-turn-label" id={`${id}-editor`}>
        {words.editor}
      </h3>
      <p id={`${id}-help`} className="muted your-turn-help">
        {words.editorHelp} {words.kept}
      </p>
      <EditorOnStore store={store} label={words.editor} describedBy={`${id}-help`} mark={mark} />
      {syntax && syntax.line > 0 && (
        <p className="learn-problem">
          {words.syntaxAt(syntax.line, syntax.column)}: {syntax.detail}
        </p>
      )}
      <details className="your-turn-db">
        <summary>{words.dbTitle}</summary>
        <pre>
          <code>{words.dbReminder}</code>
        </pre>
      </details>
      <div className="your-turn-actions wrap-row">
        <button type="button" className="learn-button primary" disabled={status === 'running'} onClick={() => void actions.run()}>
          {status === 'running' ? words.running : words.run}
        </button>
        <button type="button" className="learn-button" disabled={status === 'running'} onClick={() => actions.startAgain()}>
          {words.startAgain}
        </button>
        <button type="button" className="learn-button" disabled={status === 'running'} onClick={() => actions.showSolution()}>
          {words.showSolution}
        </button>
      </div>
      <div className="your-turn-status" role="status" aria-live="polite">
        {status === 'error' && problem && <p className="learn-problem">{words.failedToRun(catalog.problems.say(problem))}</p>}
        {report && <p className="your-turn-score">{words.tally(report.passed, TEST_IDS.length)}</p>}
        {report?.passed === TEST_IDS.length && <p className="race-held">{words.allPassed}</p>}
      </div>
      <TestList words={words} results={results} running={running} />
      <WatchYourStore words={words} code={() => store.getState().code} />
    </section>
  );
}
