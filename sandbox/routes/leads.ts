/**
 * Leads (R-SES-8). ours: POST leads/create stores every lead exactly as received (email and
 * session in columns for reading back), so a test can count how many the storefront sent.
 */
import { Hono } from 'hono';
import { leadRequest } from '../../src/wire/index.ts';
import type { SandboxContext } from '../context.ts';
import { parseBody } from '../problems.ts';

/** The lead routes, relative to the API base. */
export function leadRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.post('/leads/create', async (c) => {
    const { data, raw } = await parseBody(c, leadRequest);
    const id = ctx.db
      .prepare('INSERT INTO leads (email, session_id, body, created_at) VALUES (?, ?, ?, ?)')
      .run(data.email, data.statsInfo?.sessionId ?? null, raw, ctx.now().toISOString()).lastInsertRowid;
    return c.json({ id: String(id) });
  });
  return app;
}
