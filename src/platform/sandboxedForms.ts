/**
 * Forms in a frame sandboxed without `allow-forms` (`sandbox="allow-scripts"`): the browser refuses
 * to submit them, and refuses before it fires `submit`, so a form's `onSubmit` never runs, though the
 * page only ever handles submit in script and never navigates. Where that is so, a press of a submit
 * button (or Enter in a field) is turned into the `submit` event the browser would have fired.
 */

/** Whether this document may submit forms: a hidden probe form, asked to submit, fires `submit` or not. */
function formsAllowed(doc: Document): boolean {
  const probe = doc.createElement('form');
  probe.hidden = true;
  let fired = false;
  probe.addEventListener('submit', (event) => {
    fired = true;
    event.preventDefault();
  });
  doc.body.append(probe);
  try {
    probe.requestSubmit(); // fires `submit` synchronously where forms may be submitted
  } finally {
    probe.remove();
  }
  return fired;
}

/** The form a press would submit, and with which button (null when the press submits nothing). */
function submission(event: Event): { form: HTMLFormElement; submitter: HTMLElement | null } | null {
  const target = event.target as Element | null;
  if (event.type === 'click') {
    const button = target?.closest?.('button[type="submit"], button:not([type]), input[type="submit"]') as HTMLButtonElement | HTMLInputElement | null;
    return button?.form && !button.disabled ? { form: button.form, submitter: button } : null;
  }
  const key = event as KeyboardEvent;
  const field = target as HTMLInputElement | null;
  if (key.key !== 'Enter' || key.isComposing || field?.tagName !== 'INPUT' || !field.form) return null;
  return { form: field.form, submitter: null };
}

/**
 * Where this document may not submit forms, fires `submit` itself for a submit button's click or
 * Enter in a field. Elsewhere does nothing. Returns how to stop.
 */
export function submitFormsInSandbox(doc: Document = document): () => void {
  if (typeof doc.createElement('form').requestSubmit !== 'function' || formsAllowed(doc)) return () => {};
  const onPress = (event: Event) => {
    const press = submission(event);
    if (!press) return;
    event.preventDefault();
    // After the press has run its course, as the browser submits after a click's dispatch: fired now,
    // a view that swaps the button for another (Run becomes Stop) would hand this very click to it.
    setTimeout(() => press.form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: press.submitter })));
  };
  doc.addEventListener('click', onPress, true);
  doc.addEventListener('keydown', onPress, true);
  return () => {
    doc.removeEventListener('click', onPress, true);
    doc.removeEventListener('keydown', onPress, true);
  };
}
