/**
 * The l4 lab on the learner's store (issue 32): the lab chapter's version 3 (one key per checkout, its
 * seed, so the same answers are lost) run on the lesson's store and on theirs, in their worker, so the
 * lesson's table gets a row for their store beside the lesson's own. One process, as in the seed's lab:
 * one checkout after another, nothing else in flight. (Two requests meeting inside each other's
 * statements is the race finder's to show, not the lab's.)
 */
import type { SqlJsStatic } from 'sql.js';
import { LESSON_LAB, sameKeyTally } from '../../core/lab';
import type { LabRow, StoryId } from '../../core/trace/types';
import type { CompiledStore } from '../learnerModule';
import { learnerStores } from '../scenes/yourStores';

/** The lab chapter's seed (a chapter's default), so the lesson's row here is the one its table shows. */
const LAB_SEED = 1;

/** The lesson's row of version 3 and the same run on the learner's store. */
export interface YourLabRows {
  lesson: LabRow;
  yours: LabRow;
}

/** The learner's store gave the lesson's row, figure for figure. */
export function givesLessonsRow({ lesson, yours }: YourLabRows): boolean {
  return (Object.keys(lesson) as (keyof LabRow)[]).every((figure) => lesson[figure] === yours[figure]);
}

/** How many checkouts the lab makes: the page reports its progress against it. */
export const YOUR_LAB_CHECKOUTS = LESSON_LAB.checkouts;

export async function runYourLab(SQL: SqlJsStatic, compiled: CompiledStore, story: StoryId, onCheckout?: (done: number) => void): Promise<YourLabRows> {
  const settings = { story, seed: LAB_SEED, ...LESSON_LAB };
  const lesson = (await sameKeyTally(SQL, settings, {})).row;
  const yours = (await sameKeyTally(SQL, settings, { makeStore: learnerStores(compiled) }, onCheckout)).row;
  return { lesson, yours };
}
