import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PredictState, PredictStore } from '../../learn/predict/predictStore';
import { choiceOrder } from '../../learn/predict/choiceOrder';
import { words } from '../../narration/words';

const selectAsking = (s: PredictState) => s.asking;
const selectFeedback = (s: PredictState) => s.feedback;
const selectScore = (s: PredictState) => s.score;

/**
 * The question the player paused for, with the six things run() can do in the question's own
 * shuffled order; then whether the learner was right, while the player plays the store's real answer.
 */
export function PredictPrompt({ store }: { store: PredictStore }) {
  const id = useId();
  const asking = useStore(store, selectAsking);
  const feedback = useStore(store, selectFeedback);
  const score = useStore(store, selectScore);
  const group = useRef<HTMLElement>(null);
  const t = words.predict;
  // The question takes focus, so a screen reader reads it and Tab reaches the choices next. Not a
  // choice itself: Space there would answer, where in the player it means Play (and skips the question).
  // Scrolled into view if the learner had scrolled away: a focus out of sight is lost (WCAG 2.4.11).
  // When the question goes (answered, skipped, or the learner moved on), the focus it held goes to the
  // Timeline, not to the page's body (WCAG 2.4.3): its element is already gone when this runs.
  useEffect(() => {
    if (!asking) return;
    group.current?.focus();
    return () => {
      if (document.activeElement === null || document.activeElement === document.body) document.querySelector<HTMLElement>('#timeline')?.focus();
    };
  }, [asking]);

  if (asking) {
    return (
      <section className="predict-prompt card" role="group" aria-labelledby={`${id}-q`} ref={group} tabIndex={-1}>
        <h2 id={`${id}-q`} className="predict-question">
          <span className="predict-kicker">{t.kicker}</span> {withTicket(t.prompt(asking, asking.story), asking.ticket)}
        </h2>
        <div className="predict-choices">
          {choiceOrder(asking.id).map((choice) => (
            <button key={choice} type="button" className="predict-choice" onClick={() => store.getState().answer(choice)}>
              {t.choice(choice, asking.story)}
            </button>
          ))}
        </div>
        <button type="button" className="text-link" onClick={() => store.getState().skip()}>
          {t.skip}
        </button>
      </section>
    );
  }
  if (!feedback) return null;
  const said = t.choice(feedback.choice, feedback.question.story);
  const did = t.choice(feedback.question.answer, feedback.question.story);
  return (
    <section className="predict-feedback card" data-tone={feedback.right ? 'ok' : 'bad'} role="status" aria-live="polite">
      <p>
        {feedback.right ? (
          <>
            <strong>{t.right}</strong> {t.rightThen(did)}
          </>
        ) : (
          <>
            <strong>{t.wrong}</strong>
            {t.wrongThen(said, did)}
          </>
        )}{' '}
        <span className="predict-score">{t.score(score.right, score.asked)}</span>
      </p>
    </section>
  );
}

/** The question with its ticket set as code that never breaks at its hyphen (k-e515). */
function withTicket(text: string, ticket: string): ReactNode {
  const at = text.indexOf(ticket);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <code className="one-word">{ticket}</code>
      {text.slice(at + ticket.length)}
    </>
  );
}
