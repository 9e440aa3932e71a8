const TRANSLITERATION: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', Æ: 'Ae', Ø: 'O', Å: 'A' };

/** The file name for browsers that ignore `filename*`: ASCII only (æøå spelled out), no quotes, slashes or controls. */
export function asciiFileName(name: string): string {
  return name
    .replace(/[æøåÆØÅ]/g, (c) => TRANSLITERATION[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\/]/g, '_');
}

/** RFC 5987 `ext-value` characters: encodeURIComponent leaves ' ( ) * unencoded, which the grammar does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="Lonn 2026-10.csv"; filename*=UTF-8''L%C3%B8nn%202026-10.csv` */
export function attachmentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\p{Cc}/\\]/gu, '_');
  return `attachment; filename="${asciiFileName(clean)}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
