/**
 * The sandbox's error responses: a thrown Problem becomes `{ error }` (or a richer body) with its
 * status; everything else is a 500 'Something went wrong', never a crash. Texts from spec §8.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { PAYMENT_FAILED, PAYMENT_SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from '../src/domain/messages.ts';

// The contract is written with zod/mini, which ships no locale: its default issue texts (those the
// contract does not word itself) are English here, whatever else the sandbox imports.
z.config(z.locales.en());

/** An error with the HTTP status and body to answer with. */
export class Problem extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: Record<string, unknown>;
  constructor(status: ContentfulStatusCode, error: string, extra: Record<string, unknown> = {}) {
    super(error);
    this.status = status;
    this.body = { error, ...extra };
  }
}

/** 400: a payload problem, naming the field and the reason. */
export const badRequest = (error: string, extra?: Record<string, unknown>) => new Problem(400, error, extra);
/** 404: an unknown resource. */
export const notFound = (error: string) => new Problem(404, error);
/** 402: the payment was declined (§8 'Sorry, but your payment failed'). */
export const paymentFailed = (extra?: Record<string, unknown>) => new Problem(402, PAYMENT_FAILED, extra);
/** 502: the payment gateway failed (§8 'Sorry, but Payment Service is not available!'). */
export const gatewayError = () => new Problem(502, PAYMENT_SERVICE_UNAVAILABLE);

/** Hono's onError: Problems answer with their body, anything else with a logged 500. */
export function onError(error: Error, c: Context): Response {
  if (error instanceof Problem) return c.json(error.body, error.status);
  console.error('[sandbox]', error);
  return c.json({ error: SOMETHING_WENT_WRONG }, 500);
}

/** 'field.path: reason' for the first issues of a failed parse. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** Reads the JSON body and validates it; a bad payload throws a 400 naming the field. */
export async function parseBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.infer<S>; raw: string }> {
  const raw = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest(raw.trim() ? 'body: not valid JSON' : 'body: required');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw badRequest('body: must be a JSON object');
  const result = z.safeParse(schema, json);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return { data: result.data, raw };
}
