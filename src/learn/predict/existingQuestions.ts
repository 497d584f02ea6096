/**
 * Which saved answers belong to questions that exist. A question's id names its scene and beat; the
 * saved score may hold ids from an older version of a scene (its beats moved), or anything at all if
 * the storage was edited. Only an id whose scene can be built, and whose beat is one of that scene's
 * prediction points, counts: the scene is built for real and its points read, as the prompt does.
 */
import { breaksFor } from '../../core/scenarios/chapters';
import { clashesIn } from '../../core/scenarios/exclusiveBreaks';
import { CHAPTER_IDS, STORY_IDS, type BreakId, type ChapterId, type StoryId, type Trace } from '../../core/trace';
import { predictionPoints } from './predictions';
import { questionId } from './scoreBook';

export interface QuestionScene {
  story: StoryId;
  chapter: ChapterId;
  breaks: BreakId[];
}

/** Builds a scene's Trace (in the page: the scene worker's `buildTrace`). */
export type SceneBuilder = (chapter: ChapterId, story: StoryId, breaks: readonly BreakId[]) => Promise<Trace>;

/**
 * The scene and beat an id names, or undefined when no scene could have asked it: an unknown story or
 * chapter, the lab (which asks nothing), a switch that does not apply or clashes, or an id not in the
 * one spelling `questionId` writes.
 */
export function parseQuestionId(id: string): { scene: QuestionScene; beat: number } | undefined {
  const [story, chapter, switches, beatText, ...rest] = id.split('/');
  if (rest.length > 0 || !STORY_IDS.includes(story as StoryId) || !CHAPTER_IDS.includes(chapter as ChapterId) || chapter === 'lab') return undefined;
  if (!/^(0|[1-9]\d{0,5})$/.test(beatText ?? '')) return undefined;
  const applicable = breaksFor(chapter as ChapterId, story as StoryId);
  const breaks = switches === 'plain' ? [] : (switches ?? '').split('+');
  if (!breaks.every((b): b is BreakId => applicable.includes(b as BreakId)) || clashesIn(breaks).length > 0) return undefined;
  const scene = { story: story as StoryId, chapter: chapter as ChapterId, breaks };
  const beat = Number(beatText);
  return questionId(scene, beat) === id ? { scene, beat } : undefined;
}

/**
 * Of `ids`, those that are questions of the real scenes. Each scene named is built once, one after
 * another (the learner's own chapter builds go first in the worker's queue, and between these). A
 * build that fails rejects: then nothing is known, and the caller keeps the answers unchecked.
 */
export async function existingQuestions(ids: Iterable<string>, build: SceneBuilder): Promise<Set<string>> {
  const byScene = new Map<string, { scene: QuestionScene; asked: Map<number, string> }>();
  for (const id of ids) {
    const parsed = parseQuestionId(id);
    if (!parsed) continue;
    const sceneId = questionId(parsed.scene, 0);
    const entry = byScene.get(sceneId) ?? { scene: parsed.scene, asked: new Map() };
    entry.asked.set(parsed.beat, id);
    byScene.set(sceneId, entry);
  }
  const existing = new Set<string>();
  for (const { scene, asked } of byScene.values()) {
    const trace = await build(scene.chapter, scene.story, scene.breaks);
    for (const point of predictionPoints(trace)) {
      const id = asked.get(point.beat);
      if (id !== undefined) existing.add(id);
    }
  }
  return existing;
}
