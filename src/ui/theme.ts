/** Light, dark, or whatever the system prefers (`auto`, the default). */
export type Theme = 'auto' | 'light' | 'dark';

/** Sets the theme on the document; `auto` leaves it to `prefers-color-scheme`. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'auto') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** The theme in effect now: the chosen one, or the system's when `auto`. */
export function effectiveTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'auto') return theme;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
