/**
 * npm run race:processes -- --variant V --processes N --rounds R [--json] [--store correct]
 * The lesson's race on real OS processes sharing one SQLite file.
 */
import { runCommand } from '../src/server/cli/flags';
import { formatRound, formatSummary, parseRaceFlags, raceHeading, raceUsage } from '../src/server/cli/raceCommand';
import { raceProcesses } from '../src/server/race/raceProcesses';

await runCommand('race:processes', async () => {
  const flags = parseRaceFlags(process.argv.slice(2));
  if (flags.help) {
    process.stdout.write(raceUsage);
    return;
  }
  if (!flags.json) process.stdout.write(`${raceHeading(flags)}\n`);
  const result = await raceProcesses({
    ...flags,
    onRound: flags.json ? undefined : (round) => process.stdout.write(`${formatRound(round, flags.rounds)}\n`),
  });
  process.stdout.write(flags.json ? `${JSON.stringify(result)}\n` : `${formatSummary(result)}\n`);
});
