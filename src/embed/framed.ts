/**
 * Whether this page runs inside a frame (a course page's iframe, an LMS's frame). Embedded, the
 * player is a media player that fits its box (DESIGN.md, "The player box"); a cross-origin parent
 * may refuse to be compared, which also means we are framed.
 */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** Marks the document as a player box, so its styles apply from the static shell's first paint. */
export function markBoxed(doc: Document = document): void {
  doc.documentElement.dataset.box = '';
}
