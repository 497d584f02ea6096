/** How the caption checker reads a beat's caption vars (see captionAssertions.ts). */
import type { Beat } from '../trace/types';
import type { VarName } from './assertionVocabulary';

/** A caption var's values: one, or a `…List`'s several; undefined when the caption does not set it. */
export function varValues(beat: Beat, name: VarName): string[] | undefined {
  if (name.startsWith('=')) return [name.slice(1)];
  const value = beat.caption.vars?.[name];
  if (value === undefined) return undefined;
  // Lists are comma-joined, as the captions' text reads them: `…List` (ids), `…Changes` (a scene's settings).
  if (!name.endsWith('List') && !name.endsWith('Changes')) return [String(value)];
  return String(value) === '' ? [] : String(value).split(',');
}

/** An assertion named a var the caption does not set. */
export class MissingVar extends Error {
  constructor(readonly varName: string) {
    super(`no var ${varName}`);
    this.name = 'MissingVar';
  }
}

/** A caption's vars as a check reads them: one value, or every value of a list. */
export interface VarReader {
  one(name: VarName): string;
  need(name: VarName): string[];
}

/**
 * The reader of `beat`'s vars. Every var an assertion names must be set: a caption whose vars are
 * missing asserts nothing checkable, so reading one throws MissingVar.
 */
export function varReader(beat: Beat): VarReader {
  const need = (name: VarName): string[] => {
    const found = varValues(beat, name);
    if (found === undefined) throw new MissingVar(name);
    return found;
  };
  return { need, one: (name) => need(name)[0] ?? '' };
}
