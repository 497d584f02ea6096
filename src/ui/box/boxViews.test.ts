import { describe, expect, it } from 'vitest';
import { boxLayout, boxViews, shownView } from './boxViews';

describe('the player box', () => {
  it('keeps the stage beside the panels in a 960 × 540 box and makes it one view among them in 640 × 360', () => {
    expect(boxLayout(960, 540)).toBe('side');
    expect(boxLayout(1280, 720)).toBe('side');
    expect(boxLayout(640, 360)).toBe('stacked');
    expect(boxLayout(480, 270)).toBe('stacked');
    expect(boxLayout(1280, 300)).toBe('stacked');
  });

  it('offers the stage first when it has no place of its own, and the learning tools once they arrived', () => {
    expect(boxViews('stacked', { lab: false, learn: false })).toEqual(['stage', 'cloakroom', 'tables', 'sql', 'http', 'run']);
    expect(boxViews('side', { lab: false, learn: true })).toEqual(['cloakroom', 'tables', 'sql', 'http', 'run', 'learn']);
  });

  it('offers only the tables beside the lab, whose beats are tallies, not requests', () => {
    expect(boxViews('side', { lab: true, learn: true })).toEqual(['tables', 'learn']);
  });

  it('shows the chosen view while it is offered, and falls back to the first one when it is not', () => {
    const stacked = boxViews('stacked', { lab: false, learn: false });
    expect(shownView('sql', stacked)).toBe('sql');
    expect(shownView(undefined, stacked)).toBe('stage');
    expect(shownView('sql', boxViews('side', { lab: true, learn: false }))).toBe('tables');
  });
});
