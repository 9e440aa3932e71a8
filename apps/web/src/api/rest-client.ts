import { authHeaders } from './session-storage.ts';

/** A REST answer that was not OK; `code` is the server's ErrorCode (`{ code, message }` body) when it sent one. */
export class RestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'RestRequestError';
  }
}

/** A JSON call under /api with the bearer token from local storage (000 §7: credentials included). */
export async function restJson<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`/api/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...authHeaders(),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!res.ok) throw new RestRequestError(res.status, body?.code, body?.message ?? `HTTP ${res.status}`);
  return body as T;
}
