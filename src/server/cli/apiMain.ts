/**
 * The API's process: `npm run api [-- --port 8787 --db ./cloakroom.sqlite --lock-ms 10000 --payco-latency-ms 0]`
 * runs it (scripts/api.ts), and so do the server's tests (testing/apiProcess.ts). Serves the page's own
 * POST /checkout and POST /loans over HTTP on a native SQLite file, until SIGINT or SIGTERM.
 */
import { apiUsage, parseApiFlags, startApi } from './apiCommand';
import { runCommand } from './flags';

await runCommand('cloakroom api', async () => {
  const flags = parseApiFlags(process.argv.slice(2));
  if (flags.help) {
    process.stdout.write(apiUsage);
    return;
  }
  const api = await startApi(flags);
  process.stdout.write(`${api.banner}\n`);
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    const frames = await api.close();
    process.stdout.write(`closed cleanly; WAL checkpointed (${frames} frames moved into ${flags.db})\n`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
});
