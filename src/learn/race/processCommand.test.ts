import { describe, expect, it } from 'vitest';
import { PROCESS_VARIANTS, processCommand } from './processCommand';
import { RACE_VARIANTS } from './raceVariants';

describe('the race on real processes, as the race finder offers it', () => {
  it('gives the command for the shop picked, and the classic race for a shop processes cannot run', () => {
    expect(processCommand('select-then-insert')).toBe('npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3');
    expect(processCommand('no-fencing')).toBe('npm run race:processes -- --variant no-fencing --processes 6 --rounds 3');
    expect(processCommand('key-per-try')).toBe('npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3');
  });

  it('names only variants that are also shops of the race finder', () => {
    expect(PROCESS_VARIANTS).toEqual(['correct', 'select-then-insert', 'blind-takeover', 'no-fencing']);
    for (const v of PROCESS_VARIANTS) expect(RACE_VARIANTS.map((r) => r.id)).toContain(v);
  });
});
