import * as z from 'zod/mini';
import type { ErrorCode } from './errors';
import { IDEMPOTENCY_KEY_PATTERN } from './constants';

/**
 * Building blocks every area file uses: the success/error envelope, the endpoint descriptor and a few
 * reusable field schemas. The envelope is `{ success: true, data }` (the spec names answers as `data.x`)
 * or `{ success: false, error: { code, message, details? } }`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: `required` answers 403 without a valid bearer token. */
export type AuthMode = 'required' | 'optional' | 'none';

/** Shape of every entry of the `endpoints` registry. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  readonly path: string;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** Schema of the 200 answer (usually a success envelope). */
  readonly response: z.ZodMiniType;
  readonly auth: AuthMode;
  /** True when the spec shows no shape and this contract designed it. */
  readonly designedHere?: boolean;
  /** Error codes this call is expected to answer with (besides the generic ones). */
  readonly errors?: readonly ErrorCode[];
  /** False when the answer is not wrapped in `{ success, data }` (translation files). */
  readonly envelope?: false;
}

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
/** What a client sends (before coercion): path params, query and body of an endpoint. */
export type ParamsOf<E extends Endpoint> = InputOf<E['params']>;
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;
/** What a server reads after parsing. */
export type ParsedParamsOf<E extends Endpoint> = OutputOf<E['params']>;
export type ParsedQueryOf<E extends Endpoint> = OutputOf<E['query']>;
export type ParsedBodyOf<E extends Endpoint> = OutputOf<E['body']>;
/** The whole 200 answer, and its `data` (the whole answer for endpoints without envelope). */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
export type DataOf<E extends Endpoint> = ResponseOf<E> extends { success: true; data: infer D } ? D : ResponseOf<E>;

/** Success envelope around `data`. */
export const ok = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), data });

/** `data: null` answer for calls whose answer the spec does not show. */
export const ackResponse = ok(z.null());
export type AckResponse = z.infer<typeof ackResponse>;

/** Fills `:name` path segments, e.g. `buildPath('/api/games/:slug', { slug: 'x' })`. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

// ---- reusable field schemas -------------------------------------------------------------

export const nonEmpty = () => z.string().check(z.minLength(1), z.maxLength(255));
export const idSchema = z.number().check(z.int(), z.positive());
/** ISO-8601 date time string (`2026-01-31T12:00:00.000Z`). */
export const isoDateTime = z.iso.datetime({ offset: true });
/** Calendar date `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'Expected an ISO 3166 alpha-2 code, e.g. "MT"'));
export const currencyCode = z.string().check(z.regex(/^[A-Z0-9]{3,5}$/, 'Expected a currency code, e.g. "EUR"'));
export const money = z.number().check(z.gte(0));
export const signedMoney = z.number();

/** Query-string number: accepts a number or a numeric string. */
export const queryInt = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+$/, 'Expected an integer'))]),
  z.transform((v) => Number(v)),
);
/** Query-string boolean: accepts true/false or the strings 'true'/'false'/'1'/'0'. */
export const queryBool = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 'true' || v === '1'),
);

/** Paging query shared by list calls (page numbers start at 1, page size defaults to 24). */
export const pageQuery = z.object({
  pageNo: z.optional(queryInt),
  limit: z.optional(queryInt),
});

/** `{ count, rows }` paged list. */
export const paged = <T extends z.ZodMiniType>(row: T) =>
  z.object({ count: z.number().check(z.int()), rows: z.array(row) });

/** Designed here: the idempotency key of a deposit attempt or a withdrawal quote (16 to 64 of A-Z a-z 0-9 _ -). */
export const idempotencyKeySchema = z
  .string()
  .check(z.regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency key: 16 to 64 of A-Z a-z 0-9 _ -'));
