/**
 * The active language's shell words, for the small entry that runs before the player's chunk (a chunk
 * that failed to load, the address's notices): it imports these alone, not the whole catalog.
 */
import type { Catalog } from './catalog';
import { shell } from './en/shell';

/** The same object as `words.shell`. */
export const shellWords: Catalog['shell'] = shell;
