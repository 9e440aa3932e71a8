import { restFailure } from './rest-client.ts';
import { authHeaders } from './session-storage.ts';

/**
 * The file name a Content-Disposition header gives: RFC 5987 `filename*` first (æøå intact), then `filename`,
 * else the fallback.
 */
export function fileNameFromDisposition(header: string, fallback: string): string {
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || fallback;
}

/** Hands a file to the browser's downloads under a name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; give the browser a moment before releasing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Downloads a file from under /api with the bearer token, in the portal's language (not the browser's), and saves
 * it under the server's file name, which it answers. A refusal throws the server's error (RestRequestError).
 */
export async function restDownload(
  path: string,
  opts: { language: string; fallbackName: string },
): Promise<string> {
  const res = await fetch(`/api/${path}`, {
    credentials: 'include',
    headers: { ...authHeaders(), 'accept-language': opts.language === 'en' ? 'en' : 'nb' },
  });
  return saveAnswer(res, opts.fallbackName);
}

/** Saves an answer's file under the server's name (or the fallback); a refusal throws the server's error. */
async function saveAnswer(res: Response, fallbackName: string): Promise<string> {
  if (!res.ok) return restFailure(res);
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition') ?? '', fallbackName);
  saveFile(await res.blob(), fileName);
  return fileName;
}

/**
 * Posts a file under /api and saves the file the server answers (an import's error file), in the portal's language;
 * null when the server has nothing to give (204).
 */
export async function restUploadDownload(
  path: string,
  file: File,
  opts: { language: string; fallbackName: string },
): Promise<string | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...authHeaders(), 'accept-language': opts.language === 'en' ? 'en' : 'nb' },
    body: form,
  });
  return res.status === 204 ? null : saveAnswer(res, opts.fallbackName);
}
