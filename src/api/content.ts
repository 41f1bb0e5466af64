/**
 * Content (R-API-4): GET content/byname/{name} (first item, cached per name, placeholders
 * replaced) and GET content/sfid/{sfid} (content is a JSON string; null on failure). A failed
 * byname fetch is logged at level error and rejects with the error's inner message.
 */
import { contentByName, contentBySfid, type ContentPage } from './contract.ts';
import type { Placeholders } from './config.ts';
import type { Pipeline } from './pipeline.ts';
import type { LoggerApi } from './logger.ts';
import { apiUrl } from './urls.ts';

/** Replaces {{funnelBaseUrl}}, {{cartBaseUrl}} and {{affiliateBaseUrl}} with the configured values. */
export function replacePlaceholders(text: string, values: Placeholders | undefined): string {
  if (!values) return text;
  return text.replace(
    /\{\{\s*(funnelBaseUrl|cartBaseUrl|affiliateBaseUrl)\s*\}\}/g,
    (_, key: keyof Placeholders) => values[key],
  );
}

/** The content functions bound to a pipeline; the byname cache lives as long as the client. */
export function contentApi(p: Pipeline, logger: LoggerApi) {
  const cache = new Map<string, Promise<ContentPage | null>>();

  async function fetchByName(name: string): Promise<ContentPage | null> {
    try {
      const list = await p.call(apiUrl(p.config, `content/byname/${encodeURIComponent(name)}`), {
        schema: contentByName,
      });
      const first = list[0];
      return first ? { ...first, content: replacePlaceholders(first.content, p.config.placeholders) } : null;
    } catch (error) {
      await logger.logServer('error', `getContentByName ${name} failed`, error);
      throw error;
    }
  }

  return {
    /** GET content/byname/{name}: the first item ({name, content}), null when the list is empty; cached per name. */
    getContentByName(name: string): Promise<ContentPage | null> {
      let pending = cache.get(name);
      if (!pending) {
        pending = fetchByName(name);
        pending.catch(() => cache.delete(name)); // a failure is not cached
        cache.set(name, pending);
      }
      return pending;
    },
    /** GET content/sfid/{sfid}: the parsed JSON of its content, or null on any failure (logged). */
    async getContentBySfid(sfid: string): Promise<unknown> {
      try {
        const { content } = await p.call(apiUrl(p.config, `content/sfid/${encodeURIComponent(sfid)}`), {
          schema: contentBySfid,
        });
        return JSON.parse(content) as unknown;
      } catch (error) {
        await logger.logServer('error', `getContentBySfid ${sfid} failed`, error);
        return null;
      }
    },
  };
}
