/** The ticket a learner knows (`k-7f21`) from the scoped key the store holds (`phone:k-7f21`). */
export function ticketOf(scopedKey: string): string {
  const colon = scopedKey.indexOf(':');
  return colon < 0 ? scopedKey : scopedKey.slice(colon + 1);
}

/**
 * How a caption names the row of `scopedKey`: by its ticket (`k-7f21`), unless another client's row
 * in one of `states` has the same ticket (the scope chapter's two phones): then by the key the store
 * holds (`phone-b:k-7f21`), so a learner never takes one client's row for another's.
 */
export function rowName(scopedKey: string, ...states: readonly { idempotencyKeys: readonly { key: string }[] }[]): string {
  const ticket = ticketOf(scopedKey);
  const shared = states.some((s) => s.idempotencyKeys.some((r) => r.key !== scopedKey && ticketOf(r.key) === ticket));
  return shared ? scopedKey : ticket;
}
