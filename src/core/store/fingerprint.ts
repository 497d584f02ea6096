/**
 * What was asked, as a canonical string: JSON with object keys sorted at every depth, so
 * `{a: 1, b: 2}` and `{b: 2, a: 1}` give the same fingerprint while arrays keep their order.
 * It is stored as is, not hashed, so the learner can read in the table what a key was used for.
 */
export function fingerprint(params: unknown): string {
  return JSON.stringify(canonical(params)) ?? 'null';
}

/** Two bodies that hold the same fields and values in another order: one fingerprint, other bytes (a raw-body digest tells them apart). */
export function rearranged(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) !== JSON.stringify(b) && fingerprint(a) === fingerprint(b);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : canonical(item)));
  if (value !== null && typeof value === 'object') {
    const json = (value as { toJSON?: () => unknown }).toJSON;
    if (typeof json === 'function') return canonical(json.call(value));
    // No prototype: a `__proto__` key (JSON.parse makes it an own property) is then stored like any
    // other, instead of vanishing into the prototype setter and making two requests look alike.
    const sorted: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined && typeof item !== 'function') sorted[key] = canonical(item);
    }
    return sorted;
  }
  return value;
}
