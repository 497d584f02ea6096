/**
 * How many random schedules "Find a race in my store" runs, and its seed: one search, the same for
 * everyone, in the page and in `npm run test:mutants` (a module of its own: the page's client imports
 * it without the explorer).
 */
export const PAGE_RACE = { runs: 100, seed: 42 } as const;
