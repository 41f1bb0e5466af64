/**
 * The loggers of R-API-5: the base logger (POST to LOGGER_ENDPOINT under the API base, only for
 * non-empty payloads), the GET logger on LOG_PATH (msg, url, funnel_conf_destinations,
 * funnel_conf_funnels; 5000 ms, credentials, XSRF header), its text variant, the no-op payment
 * event logger, and server logging (POST log/server with level, message, logObject; ours: path).
 * The GET logger takes the counts from the page's configuration itself (`deps.funnelConf`), so no
 * caller can leave them out. The LOGGER_ENABLED switch governs every logger, server logging
 * included. No logger ever rejects.
 */
import * as z from 'zod/mini';
import type { LogLevel } from '../wire/tracking.ts';
import { LOGGER_POST_FAILED } from '../domain/messages/log.ts';
import { XSRF_COOKIE, XSRF_HEADER, type Pipeline } from './pipeline.ts';
import { getLogQuery, LOG_TIMEOUT_MS } from './log-get.ts';
import { apiUrl, rootUrl } from './urls.ts';

/** Path of server logging under the API base. ours: not shown in the spec. */
export const SERVER_LOG_PATH = 'log/server';
export { LOG_TIMEOUT_MS };

/** True for null, undefined, '', {} and []. */
export function isEmptyPayload(payload: unknown): boolean {
  if (payload === null || payload === undefined || payload === '') return true;
  if (Array.isArray(payload)) return payload.length === 0;
  return typeof payload === 'object' && Object.keys(payload).length === 0;
}

/** Errors do not survive JSON.stringify; this keeps their words. */
export function toLoggable(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const own = Object.fromEntries(Object.entries(value));
  return { ...own, name: value.name, message: value.message };
}

const anything = z.unknown();

/** The loggers bound to a pipeline. */
export function loggerApi(p: Pipeline) {
  const { config, deps } = p;
  const out = deps.console;

  /** R-API-5: GET logger with msg, url and the counts of the page's funnel configuration. */
  async function logGet(msg: string): Promise<void> {
    if (!config.loggerEnabled) return;
    const xsrf = deps.getCookie(XSRF_COOKIE);
    try {
      await p.call(rootUrl(config, config.logPath), {
        query: getLogQuery(msg, deps.page().href, deps.funnelConf()),
        headers: xsrf ? { [XSRF_HEADER]: xsrf } : {},
        timeoutMs: LOG_TIMEOUT_MS,
        schema: anything,
      });
    } catch {
      out.log(LOGGER_POST_FAILED);
    }
  }

  return {
    /** R-API-5 base logger: console when enabled; POST to the logger endpoint for a non-empty payload. */
    async log(payload: unknown): Promise<void> {
      if (!config.loggerEnabled || isEmptyPayload(payload)) return;
      out.log(payload);
      if (!config.loggerEndpoint) return;
      try {
        const body = typeof payload === 'object' ? (toLoggable(payload) as object) : { message: String(payload) };
        await p.post(config.loggerEndpoint, body, anything);
      } catch {
        out.log(LOGGER_POST_FAILED);
      }
    },
    logGet,
    /** R-API-5 text variant: the payload as text through the GET logger. */
    logText(payload: unknown): Promise<void> {
      const text = typeof payload === 'string' ? payload : JSON.stringify(toLoggable(payload));
      return logGet(text ?? String(payload));
    },
    /** §7: the payment-event logger exists and does nothing. */
    logPaymentEvent(..._args: unknown[]): void {},
    /** Server logging (error handler, failed calls): POST log/server when enabled; failures go to the console. */
    async logServer(level: LogLevel, message: string, logObject?: unknown): Promise<void> {
      if (!config.loggerEnabled) return;
      try {
        await p.call(apiUrl(config, SERVER_LOG_PATH), {
          method: 'POST',
          body: { level, message: message.slice(0, 2000), logObject: toLoggable(logObject) },
          schema: anything,
          timeoutMs: LOG_TIMEOUT_MS,
        });
      } catch {
        out.error(LOGGER_POST_FAILED);
      }
    },
  };
}

/** The logger functions. */
export type LoggerApi = ReturnType<typeof loggerApi>;
