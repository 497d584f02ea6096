/**
 * The active language's shell words, for the small entry that runs before the player's chunk (a chunk
 * that failed to load, the address's notices, Retry): it imports these alone, not the whole catalog,
 * which arrives with the player.
 */
import type { ShellWords } from './catalog';
import { shell } from './en/shell';

/** The entry's words, in the active language (English until the translations issue). */
export const shellWords: ShellWords = shell;
