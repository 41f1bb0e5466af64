/**
 * Runs the sandbox on its own: `node sandbox/server.ts [--reset]`, PORT (default 4322) and
 * HOST (default 127.0.0.1); database sandbox/.data/sandbox.db (SANDBOX_DB overrides).
 */
import { join } from 'node:path';
import { createSandbox } from './app.ts';
import { listen } from './listen.ts';

const dbPath = process.env.SANDBOX_DB ?? join(import.meta.dirname, '.data', 'sandbox.db');
const sandbox = createSandbox({ dbPath, reset: process.argv.includes('--reset') });
const running = await listen(sandbox.app, {
  port: Number(process.env.PORT ?? 4322),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`Sandbox API on ${running.url}/proxy/api/ (overview ${running.url}/__sandbox/), database ${dbPath}`);

const stop = async () => {
  await running.close();
  sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
