/**
 * A message as a view renders it: the text between the values and the values, in order, each its own
 * text node, exactly as JSX writes `Chapter {number} of {count}`. Chromium lays out each text node on
 * its own 1/64 px grid, so the same sentence as one string comes out a hair wider or narrower and
 * moves what follows it: a message shown inline keeps the pieces its view had. `text()` joins them
 * where one string is needed (an attribute).
 */
export type Parts = readonly (string | number)[];

/** The tag for such a message: parts`Chapter ${n} of ${count}` → ['Chapter ', n, ' of ', count]. */
export function parts(strings: TemplateStringsArray, ...values: (string | number)[]): Parts {
  // Empty pieces are dropped, as React drops an empty string child.
  return strings.flatMap((piece, i) => (i < values.length ? [piece, values[i]!] : [piece])).filter((piece) => piece !== '');
}

/** The message as one string. */
export function text(message: Parts): string {
  return message.join('');
}
