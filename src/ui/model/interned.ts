/**
 * One object per distinct value: a view model derived per beat gives the same object at every beat
 * where it reads the same (by `keyOf`), however far apart the beats are, so a view given it by a
 * selector or a `memo` renders nothing when a seek changes nothing of its own.
 */
export function interner<T>(keyOf: (value: T) => string): (value: T) => T {
  const seen = new Map<string, T>();
  return (value) => {
    const key = keyOf(value);
    const known = seen.get(key);
    if (known !== undefined) return known;
    seen.set(key, value);
    return value;
  };
}
