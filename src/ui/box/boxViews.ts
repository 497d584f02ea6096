/**
 * Which views the player box offers and which one shows (DESIGN.md, "The player box"). Pure: the
 * box's layout, whether the scene is the lab and whether the learning tools arrived go in; the
 * views come out, in the order the tabs list them.
 */

/** A view of the box: the stage, or one of the panels the page shows all at once. */
export type BoxViewId = 'stage' | 'cloakroom' | 'tables' | 'sql' | 'http' | 'run' | 'learn';

/** `side`: the stage stays in view and the panels take turns beside it; `stacked`: one view at a time. */
export type BoxLayout = 'side' | 'stacked';

/**
 * The views to switch between: the panels (the lab has only its tables), the learning tools once
 * loaded, and — when the stage does not keep its own place beside them — the stage first.
 */
export function boxViews(layout: BoxLayout, options: { lab: boolean; learn: boolean }): BoxViewId[] {
  const panels: BoxViewId[] = options.lab ? ['tables'] : ['cloakroom', 'tables', 'sql', 'http', 'run'];
  if (options.learn) panels.push('learn');
  return layout === 'side' ? panels : ['stage', ...panels];
}

/** The view to show: the one chosen while it is offered, else the first offered (the stage when stacked). */
export function shownView(chosen: BoxViewId | undefined, offered: readonly BoxViewId[]): BoxViewId {
  return chosen !== undefined && offered.includes(chosen) ? chosen : offered[0]!;
}

/**
 * The box's layout for its size: the stage keeps its place beside a panel when the box is wide
 * enough for both to be read (a stage under ~460 px loses its lanes' labels) and tall enough for
 * the stage under the bar and above the controls.
 */
export function boxLayout(width: number, height: number): BoxLayout {
  return width >= SIDE_MIN_WIDTH && height >= SIDE_MIN_HEIGHT ? 'side' : 'stacked';
}

/** The smallest box with the panels beside the stage; the width is also `--box-side` in src/ui/styles/breakpoints.css. */
export const SIDE_MIN_WIDTH = 760;
export const SIDE_MIN_HEIGHT = 400;
