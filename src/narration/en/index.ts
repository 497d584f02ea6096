/**
 * Every learner-facing word in English, keyed by id (DESIGN.md, "Words and languages"). Captions per
 * beat are the caption tables' (`narration/captions`); chapter titles are `narration/chapters`'; the
 * few words the entry needs before this catalog arrives are the shell's (`en/shell.ts`).
 * A message that takes data is a function of typed parameters, so a translation fills in the same ids
 * with the same parameters: `Catalog` (catalog.ts) is read from this object.
 */
import { breaks } from './breaks';
import { compare } from './compare';
import { course } from './course';
import { description } from './description';
import { lab } from './lab';
import { panels } from './panels';
import { player } from './player';
import { predict } from './predict';
import { problems } from './problems';
import { race } from './race';
import { recall } from './recall';
import { sandbox } from './sandbox';
import { scene } from './scene';
import { sceneLink } from './sceneLink';
import { sheets } from './sheets';
import { stage } from './stage';

export const en = {
  player,
  sheets,
  scene,
  stage,
  panels,
  /** The learning tools' own heading, over predictions, the lab, the race finder and recall. */
  learn: { title: 'Try it yourself', openYourTurn: 'Open Your turn', loadingYourTurn: 'Loading Your turn…' },
  predict,
  breaks,
  lab,
  race,
  recall,
  course,
  sandbox,
  /** Two runs of one scene side by side: the picker, the sides, the differences, the summary. */
  compare,
  /** The scene described for screen readers, and what is announced (issue 31). */
  description,
  /** Why a scene's text (`scene=`) cannot be read. */
  sceneLink,
  /** Why something a learner asked for failed: a worker, the engine, a scene the sandbox cannot build. */
  problems,
};
