/**
 * One HTTP/1.1 request written byte for byte on a socket (TCP, or TLS without checking the test
 * certificate), as an attacker's client writes it: the request target as given (`//evil.example/…`,
 * a raw tab, an absolute URL), any Host, any header, a body by length or in chunks. Its answer as
 * it came: status, headers (Set-Cookie as a list) and the body's text, de-chunked. Nothing is
 * followed or decompressed (no Accept-Encoding is sent unless given).
 */
import { connect as tcp, type Socket } from 'node:net';
import { connect as tls } from 'node:tls';

/** A request as it goes on the wire. */
export interface RawRequest {
  method?: string;
  /** The request target, sent as it is. */
  target: string;
  /** Headers in order; `host` defaults to the site's. */
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body with `Transfer-Encoding: chunked` instead of a Content-Length. */
  chunked?: boolean;
}

/** An answer as it came. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ', ', Set-Cookie as a list. */
  headers: Record<string, string>;
  cookies: string[];
  text: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

/** Decodes a chunked body. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const end = body.indexOf('\r\n', at);
    if (end < 0) break;
    const size = parseInt(body.subarray(at, end).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses what the server sent. */
function parse(data: Buffer, method: string, ms: number): RawAnswer {
  const split = data.indexOf('\r\n\r\n');
  const head = data.subarray(0, split < 0 ? data.length : split).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const line of lines) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    if (name === 'set-cookie') cookies.push(value);
    else headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const raw = split < 0 || method === 'HEAD' ? Buffer.alloc(0) : data.subarray(split + 4);
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(raw) : raw;
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, cookies, text: body.toString('utf8'), ms };
}

/** Sends the request to `base` (http:// or https://) and resolves with the answer once the server closes. */
export function sendRaw(base: string, request: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  const url = new URL(base);
  const method = request.method ?? 'GET';
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = { host: url.host, ...request.headers, connection: 'close' };
  if (request.headers?.connection) headers.connection = request.headers.connection;
  if (body && request.chunked) headers['transfer-encoding'] = 'chunked';
  else if (body) headers['content-length'] = String(body.length);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket: Socket =
      url.protocol === 'https:'
        ? tls({ host: url.hostname, port, servername: url.hostname, rejectUnauthorized: false })
        : tcp({ host: url.hostname, port });
    const chunks: Buffer[] = [];
    const done = () => resolve(parse(Buffer.concat(chunks), method, performance.now() - started));
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer to ${method} ${request.target} within ${timeoutMs} ms`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', done);
    // A server that refuses a body answers and closes before reading it all: the answer counts.
    socket.on('error', (error) => (chunks.length ? done() : reject(error)));
    socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
      socket.write(`${method} ${request.target} HTTP/1.1\r\n${lines.join('')}\r\n`);
      if (body && request.chunked) {
        for (let at = 0; at < body.length; at += 16 * 1024) {
          const part = body.subarray(at, at + 16 * 1024);
          socket.write(`${part.length.toString(16)}\r\n`);
          socket.write(part);
          socket.write('\r\n');
        }
        socket.write('0\r\n\r\n');
      } else if (body) socket.write(body);
    });
  });
}
