/** Which requests are API calls, and the call's name used by faults: 'orders/createguest', 'getOrderCount', 'log'. */

/** True for the API paths the sandbox serves (/proxy/…, /api/…, /v2/…, /alternproxy/…, /log). */
export function isApiPath(path: string): boolean {
  return /^\/(proxy|api|v2|alternproxy)\//.test(path) || path === '/log';
}

/** The call's name: the path without /proxy/, the api/ base or alternproxy/. */
export function callName(path: string): string {
  return path.replace(/^\/(proxy\/)?/, '').replace(/^(api|alternproxy)\//, '');
}
