import { describe, expect, it } from 'vitest';
import { LAB_DEFAULTS, readSettings } from './labSettings';

describe('the lab form', () => {
  it('reads the lesson’s defaults as the lesson’s experiment', () => {
    expect(readSettings(LAB_DEFAULTS, 'payflow')).toEqual({ story: 'payflow', checkouts: 100, loss: 0.2, attempts: 5, seed: 1 });
  });

  it('names the field to fix, in the story’s words', () => {
    expect(readSettings({ ...LAB_DEFAULTS, checkouts: '10001' }, 'payflow')).toBe('Checkouts must be a whole number from 1 to 10,000.');
    expect(readSettings({ ...LAB_DEFAULTS, checkouts: '' }, 'library')).toBe('Loans must be a whole number from 1 to 10,000.');
    expect(readSettings({ ...LAB_DEFAULTS, loss: '20.5' }, 'payflow')).toMatch(/^Answers lost/);
    expect(readSettings({ ...LAB_DEFAULTS, attempts: '0' }, 'payflow')).toMatch(/^Attempts/);
    expect(readSettings({ ...LAB_DEFAULTS, seed: 'x' }, 'payflow')).toMatch(/^Seed/);
  });
});
