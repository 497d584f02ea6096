import { groupThousands } from '../model/groupThousands';

/** Numbers as a learner reads them: 12,433; 0.52 s; 161 per second. */
export const count = groupThousands;

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

export const perSecond = (n: number, ms: number): string => `${count(Math.round(n / (ms / 1000)))} per second`;
