import { describe, expect, it } from 'vitest';
import { RACE_VARIANTS as CLI_VARIANTS } from '../../server/race/protocol';
import { MIN_PROCESSES } from '../../server/race/raceProcesses';
import { PROCESS_RUN, PROCESS_VARIANTS, processCommand } from './processCommand';
import { RACE_VARIANTS } from './raceVariants';

describe('the race on real processes, as the race finder offers it', () => {
  it('gives the command for the shop picked, and the classic race for a shop processes cannot run', () => {
    expect(processCommand('select-then-insert')).toBe('npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3');
    expect(processCommand('no-fencing')).toBe('npm run race:processes -- --variant no-fencing --processes 6 --rounds 3');
    expect(processCommand('key-per-try')).toBe('npm run race:processes -- --variant select-then-insert --processes 6 --rounds 3');
  });

  it('names the variants the real command takes, each a shop of the race finder, with processes enough for each', () => {
    expect(PROCESS_VARIANTS).toEqual(CLI_VARIANTS);
    for (const v of PROCESS_VARIANTS) {
      expect(RACE_VARIANTS.map((r) => r.id)).toContain(v);
      expect(PROCESS_RUN.processes).toBeGreaterThanOrEqual(MIN_PROCESSES[v]);
    }
  });
});
