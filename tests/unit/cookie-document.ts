/**
 * A `document.cookie` double for unit tests: reads give `name=value; …`, writes are recorded as
 * written, and a write with an expiry in the past removes the cookie, as a browser does.
 */
export function cookieDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const expires = /expires=([^;]+)/.exec(line)?.[1];
      if (expires && new Date(expires).getTime() < Date.now()) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
  return { doc, jar, writes };
}
