import { authHeaders } from './session-storage.ts';

/** A REST answer that was not OK; `code` is the server's ErrorCode (`{ code, message }` body) when it sent one. */
export class RestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** What the server says beside the message (the field, a reason to translate; an import's bad cells). */
    readonly details: Record<string, unknown> = {},
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
  return restAnswer<T>(res);
}

/** A REST call's JSON answer, or a RestRequestError with the server's code, message and details. */
export async function restAnswer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as {
    code?: string;
    message?: string;
    details?: Record<string, unknown>;
  } | null;
  if (!res.ok)
    throw new RestRequestError(res.status, body?.code, body?.message ?? `HTTP ${res.status}`, body?.details);
  return body as T;
}

/** A refused upload's reason (`@connect/shared/upload-refusals`) and its parameters, when the server sent them. */
export class UploadRefusedError extends RestRequestError {
  constructor(
    status: number,
    code: string | undefined,
    message: string,
    readonly reason: string | undefined,
    readonly params: Record<string, string | number>,
    /** The answer's whole `details` (an import's bad cells). */
    details: Record<string, unknown> = {},
  ) {
    super(status, code, message, details);
  }
}

/** Throws the server's error of a non-OK answer (`{ code, message, details }`), as an UploadRefusedError. */
export async function restFailure(res: Response): Promise<never> {
  const body = (await res.json().catch(() => null)) as {
    code?: string;
    message?: string;
    details?: { reason?: string; params?: Record<string, string | number> } & Record<string, unknown>;
  } | null;
  throw new UploadRefusedError(
    res.status,
    body?.code,
    body?.message ?? `HTTP ${res.status}`,
    body?.details?.reason,
    body?.details?.params ?? {},
    body?.details ?? {},
  );
}

/** A multipart form (fields and files) under /api; answers the server's JSON, or throws its refusal. */
export async function restMultipart<T>(
  path: string,
  form: FormData,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const res = await fetch(`/api/${path}`, {
    method,
    credentials: 'include',
    headers: authHeaders(),
    body: form,
  });
  if (!res.ok) return restFailure(res);
  return (await res.json()) as T;
}

/** A multipart upload of one file under /api (000 §7); answers the server's JSON. */
export async function restUpload<T>(path: string, file: File, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return restMultipart<T>(path, form, method);
}

/** A file from under /api, as a blob (a PDF to show, a download). */
export async function restBlob(path: string): Promise<Blob> {
  const res = await fetch(`/api/${path}`, { credentials: 'include', headers: authHeaders() });
  if (!res.ok) return restFailure(res);
  return res.blob();
}

export async function restDelete(path: string): Promise<void> {
  const res = await fetch(`/api/${path}`, {
    method: 'DELETE',
    credentials: 'include',
    headers: authHeaders(),
  });
  if (!res.ok) return restFailure(res);
}
