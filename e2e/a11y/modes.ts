/**
 * The ways a learner may have their browser set, as the specs and e2e/tools/a11yShots.mts put them on
 * a page: WCAG 1.4.12's text spacing as a user style sheet.
 */

/** 1.4.12 Text Spacing: line height 1.5, paragraphs 2, letters 0.12 and words 0.16 times the font size. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
