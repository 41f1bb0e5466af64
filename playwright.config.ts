import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';
import { runSeed } from './tests/seed.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
// The randomised specs' seed (tests/seed.ts), fixed here once per run: the workers, and a retry's
// new worker, inherit it, so a retry replays the seed that failed.
process.env.TEST_SEED ??= String(runSeed());

/** E2E against the built site and the sandbox, served from one origin by scripts/start.ts. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    // Recording a trace costs every test about a third of its time on two cores (journeys.spec:
    // 95 s without, 137 s with 'retain-on-failure'), so only a retry records one; a local run that
    // wants one passes `--trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' }, grep: /@desktop/ },
  ],
  webServer: {
    command: `node scripts/start.ts --reset`,
    // E2E_SANDBOX_DB and OUT_DIR let a second run (another port) keep its own database and build.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_DB: process.env.E2E_SANDBOX_DB ?? 'sandbox/.data/e2e.sqlite',
    },
    url: `http://127.0.0.1:${port}/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});
