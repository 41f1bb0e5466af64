/** Serves a Hono app with @hono/node-server; resolves with its URL and a close function. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';

/** A running server. */
export interface Listening {
  url: string;
  port: number;
  server: ServerType;
  close(): Promise<void>;
}

/** Listens on host:port (port 0 = ephemeral). */
export function listen(app: Hono, options: { port?: number; host?: string } = {}): Promise<Listening> {
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        server,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    server.once('error', reject);
  });
}
