import { describe, expect, it } from 'vitest';
import { naturalHeight } from './resize';

describe('the height reported for auto-resize', () => {
  it('is the content as measured when nothing in it stretches (the standalone page)', () => {
    expect(naturalHeight({ height: 1599.2, flexible: [] })).toBe(1600);
  });

  it('counts a part that fills the frame at its natural height, whatever the frame gives it now', () => {
    // A 360 px box whose views got 150 px: the player would like its stage at 380 px.
    expect(naturalHeight({ height: 360, flexible: [{ height: 150, natural: 380 }] })).toBe(590);
    // The same player in a 1,600 px frame reports the same size: no feedback from the frame.
    expect(naturalHeight({ height: 1600, flexible: [{ height: 1390, natural: 380 }] })).toBe(590);
  });
});
