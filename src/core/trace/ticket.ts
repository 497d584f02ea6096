/** The ticket a learner knows (`k-7f21`) from the scoped key the store holds (`phone:k-7f21`). */
export function ticketOf(scopedKey: string): string {
  const colon = scopedKey.indexOf(':');
  return colon < 0 ? scopedKey : scopedKey.slice(colon + 1);
}
