import type { CaptionRef, StoryId } from '../core/trace';
import { LIBRARY_CAPTIONS } from './captions/library';
import { PAYFLOW_CAPTIONS } from './captions/payflow';
import { SHARED_CAPTIONS } from './captions/shared';
import type { CaptionTable } from './captions/types';

const BY_STORY: Record<StoryId, CaptionTable> = { payflow: PAYFLOW_CAPTIONS, library: LIBRARY_CAPTIONS };

/** The words for a caption id in a story (the story's own first, then the shared ones), unfilled. */
export function captionTemplate(story: StoryId, id: string): string | undefined {
  return BY_STORY[story][id] ?? SHARED_CAPTIONS[id];
}

/**
 * The sentence a learner reads for a beat: the template for `ref.id` with `{name}` filled from
 * `ref.vars`. An unknown id yields an empty string, so a gap shows in tests rather than as a wrong sentence.
 */
export function captionText(story: StoryId, ref: CaptionRef): string {
  const template = captionTemplate(story, ref.id);
  if (template === undefined) return '';
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ref.vars?.[name];
    return value === undefined ? whole : String(value);
  });
  // A sentence may start with a filled-in name ("the phone …", "worker-1 …").
  return text.charAt(0).toUpperCase() + text.slice(1);
}
