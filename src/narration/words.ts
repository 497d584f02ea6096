/**
 * The active language's words: every view, badge and notice reads its text from here, never inline.
 * English for now; the translations issue picks a catalog by `?lang=` and loads only that one.
 */
import type { Catalog } from './catalog';
import { en } from './en';

/** Every learner-facing word, keyed by id. */
export const words: Catalog = en;
