import { TEST_IDS, type TestId, type TestResult } from '../../yourturn/harness/results';
import type { YourTurnWords } from '../../narration/yourTurnWords';
import { phrased } from '../components/phrased';

interface Props {
  words: YourTurnWords;
  results: Partial<Record<TestId, TestResult>>;
  running: TestId | undefined;
}

/** The twelve tests, in the seed's order, each with its verdict: passed, or failed with why. */
export function TestList({ words, results, running }: Props) {
  return (
    <ol className="test-list" aria-label={words.testsLabel}>
      {TEST_IDS.map((id) => {
        const result = results[id];
        const verdict = result ? (result.passed ? words.passed : words.failed(words.failure(result.failure))) : id === running ? words.runningTest : words.notRun;
        return (
          <li key={id} className="test-item" data-verdict={result ? (result.passed ? 'passed' : 'failed') : 'pending'}>
            <span className="test-name">
              {phrased(words.tests[id])}
            </span> <span className="test-verdict">{verdict}</span>
          </li>
        );
      })}
    </ol>
  );
}
