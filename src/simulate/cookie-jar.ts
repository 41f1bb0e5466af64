/** A fetch that keeps the cookies a server sets and sends them back, as one browser would (the XSRF-TOKEN cookie). */
export function cookieJar(baseFetch: typeof fetch = fetch) {
  const cookies = new Map<string, string>();
  const jarFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await baseFetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) cookies.set(pair.slice(0, eq).trim(), decodeURIComponent(pair.slice(eq + 1).trim()));
    }
    return response;
  };
  return { fetch: jarFetch, get: (name: string) => cookies.get(name) };
}
