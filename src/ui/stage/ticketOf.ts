/** The ticket a learner knows (`k-e515`) from the scoped key the store holds (`phone:k-e515`). */
export function ticketOf(scopedKey: string): string {
  const colon = scopedKey.indexOf(':');
  return colon < 0 ? scopedKey : scopedKey.slice(colon + 1);
}
