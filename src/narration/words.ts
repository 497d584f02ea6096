/**
 * The active language's words: every view, badge and notice reads its text from here, never inline.
 * A live binding to `language.ts`'s `words`, which follows `setLanguage`.
 */
export { words } from './language';
