import type { ScoreStorage } from './scoreBook';

/** A Storage stand-in for tests: a Map, with the data in view. */
export function memoryStorage(initial: Record<string, string> = {}): ScoreStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
