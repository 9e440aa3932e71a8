import { fileNameFromDisposition, saveFile } from '../../../api/download.ts';
import { authHeaders } from '../../../api/session-storage.ts';

export const DEFAULT_EXPORT_FILE_NAME = 'export.csv';

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
  const fileName = fileNameFromDisposition(disposition, DEFAULT_EXPORT_FILE_NAME);
  saveFile(await res.blob(), fileName);
  return fileName;
}
