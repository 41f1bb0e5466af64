/**
 * One HTTP request sent exactly as written (no Accept-Encoding unless given, redirects not
 * followed), and its answer as it came: status, headers, the body's bytes, and the body decoded
 * from its Content-Encoding (br, gzip), so a test can check both what was sent and what it says.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer as it came. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case; Set-Cookie as a list. */
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as sent. */
  bytes: Buffer;
  /** The body decoded from its Content-Encoding. */
  text: string;
}

/** Sends `method path` to `base` with exactly `headers`. */
export function send(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: { connection: 'close', ...options.headers }, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const plain =
            encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: plain.toString('utf8') });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within 15 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
