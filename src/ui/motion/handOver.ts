/**
 * Seconds a thing handed from one place to another takes at the player's `speed`: the coat from the
 * attendant's arms onto its hook, the ticket from one worker to the next at a takeover.
 */
export function handOverSeconds(speed: number): number {
  return 0.8 / speed;
}
