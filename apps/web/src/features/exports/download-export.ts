import { authHeaders } from '../../api/session-storage.ts';

export const DEFAULT_EXPORT_FILE_NAME = 'export.csv';

/**
 * The file name a Content-Disposition header gives: RFC 5987 `filename*` first (æøå intact), then `filename`,
 * else the default csv name (000 §7).
 */
export function fileNameFromDisposition(header: string): string {
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
  return name || DEFAULT_EXPORT_FILE_NAME;
}

/** The server answered without a file: a non-OK status or no Content-Disposition (000 §8). */
export class ExportDownloadError extends Error {
  constructor(readonly status: number) {
    super(`Export download failed with HTTP ${status}`);
    this.name = 'ExportDownloadError';
  }
}

/** `YYYY-MM` → the `YYYYMM` of the download address. */
export function compactPeriod(period: string): string {
  return period.replace('-', '');
}

/**
 * Fetches `reports/export/{id}?period=YYYYMM` with the bearer token and hands the file to the browser under the
 * server's file name. Throws ExportDownloadError for an answer without a file; other errors (no network) as they are.
 */
export async function downloadExport(exportId: number, period: string): Promise<string> {
  const res = await fetch(`/api/reports/export/${exportId}?period=${compactPeriod(period)}`, {
    credentials: 'include',
    headers: authHeaders(),
  });
  const disposition = res.headers.get('content-disposition');
  if (!res.ok || !disposition) throw new ExportDownloadError(res.status);
  const fileName = fileNameFromDisposition(disposition);
  const url = URL.createObjectURL(await res.blob());
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
  return fileName;
}
