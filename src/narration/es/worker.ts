import { workerName } from '../lanes';

/**
 * A worker as a Spanish sentence names it after its article: "trabajador 2" in "llega al trabajador 2"
 * (its lane, and the start of a caption, say "Trabajador 2"). Any other id as it is.
 */
export function workerMidSentence(id: string): string {
  const name = workerName(id);
  return name === id ? id : name.charAt(0).toLowerCase() + name.slice(1);
}
