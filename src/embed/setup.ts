import { isFramed } from './framed';
import { PLAYER_PARAMS, readParams, type ParamProblem, type PlayerParams } from './params';
import { resolveOpening, type Opening } from './playlist';

/** How the player starts: its URL's settings, what was wrong with them, whether it is framed, and its opening. */
export interface PlayerSetup {
  params: PlayerParams;
  problems: ParamProblem[];
  /** Embedded: a player box, which stops at a chapter's end unless `continue=1`. */
  boxed: boolean;
  opening: Opening;
}

/** Reads the player's setup from its address and its place (a frame or not). */
export function readSetup(search: string, framed: boolean = isFramed()): PlayerSetup {
  const { values, problems } = readParams(search, PLAYER_PARAMS);
  const chapterGiven = new URLSearchParams(search).has('chapter');
  const { opening, problems: clashes } = resolveOpening(values, { chapterGiven, framed });
  return { params: values, problems: [...problems, ...clashes], boxed: framed, opening };
}
