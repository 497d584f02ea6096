/** Every engine's window, so the layout under test is the same one. */
export const VIEWPORT = { width: 1280, height: 800 };
