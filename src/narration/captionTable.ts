/**
 * Caption words, keyed by caption id. `{name}` is filled from the beat's CaptionRef vars.
 * Words only: which caption a beat gets is decided in src/core (the scenes and their captioner).
 */
export type CaptionTable = Readonly<Record<string, string>>;
