/**
 * A `Range: bytes=…` request header read for a file of `size` bytes, as a CDN answers it: one
 * satisfiable range → 206 with those bytes; a range past the end → 416; anything else (no header,
 * another unit, several ranges) → the whole file with 200. Safari plays MP4 video only when its
 * range requests are answered with 206.
 */

/** The bytes to send, both ends included; or 'unsatisfiable'; or undefined for the whole file. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** Reads the header for a file of `size` bytes. */
export function byteRange(header: string | null | undefined, size: number): ByteRange {
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (start >= size) return 'unsatisfiable';
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return end < start ? undefined : { start, end };
}

/** The Content-Range header of an answer: 'bytes 0-99/85533', or 'bytes *\/85533' with a 416. */
export function contentRange(range: ByteRange, size: number): string | undefined {
  if (range === 'unsatisfiable') return `bytes */${size}`;
  return range && `bytes ${range.start}-${range.end}/${size}`;
}
