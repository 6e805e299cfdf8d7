import * as z from 'zod/mini';
import { buildPath, errorEnvelope, login, type Endpoint, type ErrorEnvelope } from '@casino/api-contract';
import { createDevBackend, type DevBackend, type DevBackendOptions } from './server';

/** Test helpers: start the backend in-process and call endpoints, validating every body against the contract. */

export interface Harness {
  backend: DevBackend;
  url: string;
  call<E extends Endpoint>(endpoint: E, input?: CallInput): Promise<CallResult<E>>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** Send this raw string as the body instead of JSON. */
  rawBody?: string;
}

export type CallResult<E extends Endpoint> =
  | { status: 200; ok: true; body: z.output<E['response']>; raw: string }
  | { status: number; ok: false; body: ErrorEnvelope; raw: string };

export async function startHarness(options: Partial<DevBackendOptions> = {}): Promise<Harness> {
  const backend = await createDevBackend({ db: 'memory', devControls: true, ...options });
  const url = await backend.listen(0, '127.0.0.1');
  const call = async <E extends Endpoint>(endpoint: E, input: CallInput = {}): Promise<CallResult<E>> => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined) search.set(k, String(v));
    const qs = search.toString();
    const headers: Record<string, string> = { ...(input.headers ?? {}) };
    if (input.token) headers['authorization'] = `Bearer ${input.token}`;
    let body: string | undefined;
    if (input.rawBody !== undefined) {
      body = input.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${url}${buildPath(endpoint.path, input.params)}${qs ? `?${qs}` : ''}`, {
      method: endpoint.method,
      headers,
      body,
    });
    const raw = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new Error(`${endpoint.method} ${endpoint.path} answered non-JSON (${res.status}): ${raw.slice(0, 200)}`);
    }
    if (res.status === 200) {
      const parsed = endpoint.response.safeParse(json);
      if (!parsed.success)
        throw new Error(
          `${endpoint.method} ${endpoint.path} broke its response schema: ${z.prettifyError(parsed.error)}\n${raw.slice(0, 500)}`,
        );
      return { status: 200, ok: true, body: parsed.data as z.output<E['response']>, raw };
    }
    const parsed = errorEnvelope.safeParse(json);
    if (!parsed.success)
      throw new Error(
        `${endpoint.method} ${endpoint.path} (${res.status}) broke the error envelope: ${z.prettifyError(parsed.error)}\n${raw.slice(0, 500)}`,
      );
    return { status: res.status, ok: false, body: parsed.data, raw };
  };
  return {
    backend,
    url,
    call,
    async login(email, password = 'Demo#2024') {
      const res = await call(login, { body: { email, password } });
      if (!res.ok) throw new Error(`login ${email} failed: ${res.raw}`);
      return res.body.data.accessToken;
    },
    close: () => backend.close(),
  };
}

/** Narrows a call result to success (throws with the error body otherwise). */
export function okData<E extends Endpoint>(
  res: CallResult<E>,
): z.output<E['response']> extends { data: infer D } ? D : never {
  if (!res.ok) throw new Error(`expected 200, got ${res.status}: ${res.raw}`);
  return (res.body as { data: unknown }).data as never;
}

/** Narrows a call result to an error and returns its code. */
export function errCode<E extends Endpoint>(res: CallResult<E>): string {
  if (res.ok) throw new Error(`expected an error, got 200: ${res.raw.slice(0, 300)}`);
  return res.body.error.code;
}

/** Non-null assertion for tests, with a readable failure. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}, got ${String(value)}`);
  return value;
}
