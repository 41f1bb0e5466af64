/**
 * The Pages Function of /video/*: Cloudflare Pages' asset server answers a `Range` request with
 * the whole file (200), and Safari plays MP4 only from 206 answers; this answers the range from
 * the asset's bytes (Pages keeps each file under 25 MiB, so it fits a Worker's memory). The asset's
 * answer comes with its `_headers` headers, which the 206 keeps.
 */
import { byteRange, contentRange } from '../rules/byte-range.ts';

/** The asset's answer cut to the request's range, when it asked for one the asset did not answer. */
export async function withRange(request: Request, asset: Response): Promise<Response> {
  if (asset.status !== 200 || !request.headers.has('range') || asset.headers.has('content-encoding')) return asset;
  const bytes = new Uint8Array(await asset.arrayBuffer());
  const range = byteRange(request.headers.get('range'), bytes.length);
  const headers = new Headers(asset.headers);
  headers.set('accept-ranges', 'bytes');
  if (!range) return new Response(request.method === 'HEAD' ? null : bytes, { status: 200, headers });
  headers.set('content-range', contentRange(range, bytes.length)!);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers });
  const part = bytes.subarray(range.start, range.end + 1);
  headers.set('content-length', String(part.length));
  return new Response(request.method === 'HEAD' ? null : part, { status: 206, headers });
}
