/**
 * Looks fonts up while the page is idle, before a beat needs them. The player's first screen draws
 * no key, so the first beat that did (a chip's key, a holder's badge, a lock's note) made the browser
 * find the font in the middle of that seek: on Linux, Chromium asks for each family of `--mono` in
 * turn until one is installed, then for each size and weight it draws (4.7 ms in one-key's first
 * seeks in Chromium 150, 2.7 of them the family; the bench's `font lookups`). Laid out once here, on
 * words nobody sees, those lookups are done and kept for the page's life.
 */

/**
 * What the stage and the views draw text in that the first screen may not: monospace at every small
 * size (keys, chips, rows, badges), and the small sizes of the sans the badges and notes use. A size
 * or weight left out costs its first beat about 0.5 ms, no more; each one here costs about 1 ms now.
 */
const WARMED: readonly { family: '--mono' | '--sans'; sizes: readonly string[]; weights: readonly number[] }[] = [
  { family: '--mono', sizes: ['--text-3xs', '--text-2xs', '--text-xs', '--text-sm'], weights: [400, 700] },
  { family: '--sans', sizes: ['--text-4xs', '--text-3xs'], weights: [400, 700] },
];

export function warmFonts(doc: Document): void {
  const sample = doc.createElement('div');
  sample.setAttribute('aria-hidden', 'true');
  // Laid out (text is shaped only where it is laid out) but never seen, and never the page's size.
  sample.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict;pointer-events:none';
  for (const { family, sizes, weights } of WARMED)
    for (const size of sizes)
      for (const weight of weights) {
        const line = doc.createElement('span');
        line.style.cssText = `font-family:var(${family});font-size:var(${size});font-weight:${weight}`;
        line.textContent = 'k-e515 409';
        sample.append(line);
      }
  doc.body.append(sample);
  sample.getBoundingClientRect(); // the layout that shapes the words, and so looks the fonts up
  sample.remove();
}
