import type { StoryId } from '../trace/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long each story keeps its keys, and how far apart the `retention` chapter's requests come:
 * PayFlow a day (as Stripe), the library seven days (as its lesson's cleanup). A module of its own so a
 * scene's limits can be read without loading the stories' endpoints.
 */
export const RETENTION: Readonly<Record<StoryId, { windowMs: number; stepMs: number }>> = {
  payflow: { windowMs: DAY, stepMs: HOUR },
  library: { windowMs: 7 * DAY, stepMs: DAY },
};
