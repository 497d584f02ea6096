import { Fragment, useId, useState } from 'react';
import type { ChapterId, StoryId } from '../../core/trace';
import { blankOf, checkAll, clozeFor, type Blank, type BlankId } from '../../learn/recall/cloze';
import { reportRecallCheck } from '../../learn/recall/recallChecks';
import { words } from '../../narration/words';

interface Props {
  /** The story whose server's answers count (PayFlow refuses a reused key with 422, the library with 409). */
  story: StoryId;
  /** Titles of the chapters a hint points to. */
  chapterTitle(id: ChapterId): string;
  onGoToChapter(id: ChapterId): void;
}

type Answers = Partial<Record<BlankId, string>>;

/**
 * Recall: the core of run() with five gaps, as the lesson asks before its lab. Check marks each gap
 * right or not (and says so in words); a hint explains the gap and offers the chapter that shows it.
 */
export function ClozePanel({ story, chapterTitle, onGoToChapter }: Props) {
  const id = useId();
  const cloze = clozeFor(story);
  const [answers, setAnswers] = useState<Answers>({});
  // The answers as they were when checked, less those edited since: the verdicts follow from them and
  // the story, so switching story re-marks the same answers by the other server's rules.
  const [checked, setChecked] = useState<Answers | undefined>();
  const [hints, setHints] = useState<ReadonlySet<BlankId>>(new Set());
  const verdicts = checked && checkAll(cloze, checked);
  const right = verdicts ? Object.values(verdicts).filter((v) => v === 'right').length : 0;
  const total = cloze.blanks.length;
  const t = words.recall;

  const input = (b: Blank) => {
    const verdict = verdicts?.[b.id];
    const width = Math.max(b.answer.length + 2, 5);
    return (
      <span className="cloze-gap" data-tone={verdict === 'right' ? 'ok' : verdict === 'wrong' ? 'bad' : undefined}>
        <input
          type="text"
          aria-label={t.blank(b.label)}
          aria-invalid={verdict === 'wrong' || undefined}
          aria-describedby={verdict ? `${id}-${b.id}-v` : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          style={{ width: `${width}ch` }}
          value={answers[b.id] ?? ''}
          onChange={(e) => {
            const value = e.target.value;
            // Functional updates: two quick edits must not overwrite each other.
            setAnswers((previous) => ({ ...previous, [b.id]: value }));
            setChecked((previous) => previous && { ...previous, [b.id]: undefined });
          }}
        />
        {verdict && verdict !== 'empty' && (
          <span id={`${id}-${b.id}-v`} className="cloze-verdict">
            {verdict === 'right' ? t.right : t.wrong}
          </span>
        )}
      </span>
    );
  };

  return (
    <section className="learn-panel card cloze-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        {t.title}
      </h2>
      <p className="learn-lead">{t.lead}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setChecked(answers);
          reportRecallCheck({ cloze, answers });
        }}
      >
        <pre className="cloze-code">
          <code>
            {/* A line is a block of its own, so a line that wraps on a phone hangs under its start. */}
            {cloze.lines.map((line, i) => (
              <span key={i} className="cloze-line">
                {line.map((segment, j) => (typeof segment === 'string' ? <Fragment key={j}>{segment}</Fragment> : <Fragment key={j}>{input(blankOf(cloze, segment.blank))}</Fragment>))}
              </span>
            ))}
          </code>
        </pre>
        <div className="cloze-actions wrap-row">
          <button type="submit" className="learn-button primary">
            {t.check}
          </button>
          {verdicts && (
            <p className="cloze-score" role="status">
              {t.score(right, total)}
            </p>
          )}
        </div>
      </form>
      <ul className="cloze-hints">
        {cloze.blanks.map((b, i) => (
          <li key={b.id}>
            <button
              type="button"
              className="text-link"
              aria-expanded={hints.has(b.id)}
              onClick={() => setHints((open) => toggle(open, b.id))}
            >
              {t.hint(i + 1, b.label)}
            </button>
            {hints.has(b.id) && (
              <p className="cloze-hint">
                {b.hint}{' '}
                <button type="button" className="text-link" onClick={() => onGoToChapter(b.chapter)}>
                  {t.seeIt(chapterTitle(b.chapter))}
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function toggle<T>(set: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
