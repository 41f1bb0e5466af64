/**
 * Where calls go (R-API-1, R-GEN-5): paths relative to the API base, with the /proxy/ prefix when
 * the proxy is on. `/proxy/api/orders/createguest`, `/proxy/v2/orders/createTransaction` (one
 * level above the base), and same-origin root paths such as `/alternproxy/getOrderCount` and `/log`.
 */
import type { ApiConfig } from './config.ts';

const trim = (s: string) => s.replace(/^\/+|\/+$/g, '');
const isAbsolute = (s: string) => /^https?:\/\//.test(s);

/** The API base as a URL prefix ending in '/'. */
export function apiBaseUrl(config: ApiConfig): string {
  if (isAbsolute(config.apiBase)) return config.apiBase.replace(/\/*$/, '/');
  const base = trim(config.apiBase);
  const prefix = config.useProxy ? '/proxy/' : '/';
  return `${config.origin ?? ''}${prefix}${base ? `${base}/` : ''}`;
}

/** URL of `path` relative to the API base. */
export function apiUrl(config: ApiConfig, path: string): string {
  return apiBaseUrl(config) + trim(path);
}

/** URL of `path` one level above the API base (v2/orders/createTransaction, R-ORD-1). */
export function aboveBaseUrl(config: ApiConfig, path: string): string {
  const base = apiBaseUrl(config).replace(/\/$/, '');
  return `${base.slice(0, base.lastIndexOf('/') + 1)}${trim(path)}`;
}

/** URL of an absolute same-origin path such as /alternproxy/getOrderCount or /log. */
export function rootUrl(config: ApiConfig, path: string): string {
  return `${config.origin ?? ''}/${trim(path)}`;
}

/** The call's name for error mapping: 'orders/createguest', 'v2/orders/createTransaction', 'log'. */
export function callPath(config: ApiConfig, url: string): string {
  const base = apiBaseUrl(config);
  if (url.startsWith(base)) return url.slice(base.length).split('?')[0] ?? '';
  const root = (config.origin ?? '') + '/';
  const rest = url.startsWith(root) ? url.slice(root.length) : url;
  return rest.replace(/^proxy\//, '').split('?')[0] ?? '';
}
