/**
 * Every learner-facing word in Spanish, keyed by id, with English's ids and parameters (`Catalog`):
 * the sections mirror `en/`, one file each. Captions, chapter texts and lane names are the caption
 * tables' and their own files', as in English.
 */
import type { Catalog } from '../catalog';
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

export const es: Catalog = {
  player,
  sheets,
  scene,
  stage,
  panels,
  /** The learning tools' own heading, over predictions, the lab, the race finder and recall. */
  learn: { title: 'Pruébalo tú', openYourTurn: 'Abrir «Tu turno»', loadingYourTurn: 'Cargando «Tu turno»…' },
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
