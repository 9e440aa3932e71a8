import { UploadRefusal, uploadRefusal } from './upload-refusal.ts';

/**
 * The type of an uploaded file, read from its first bytes: never from its name or the MIME type the client sent.
 * Four types are all the portal takes (guideline and repair PDFs, repair photos, xlsx imports), so a few magic
 * numbers do it without a dependency. An xlsx is a zip here; `inspectXlsx` decides whether the zip is a workbook.
 */
export type FileType = 'pdf' | 'png' | 'jpeg' | 'zip';

const SIGNATURES: { type: FileType; bytes: number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\3\4: a zip that starts with a file
];

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  pdf: 'PDF',
  png: 'PNG',
  jpeg: 'JPEG',
  zip: 'XLSX',
};

export function detectFileType(head: Uint8Array): FileType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

/** The file's type when it is one of `allowed`; otherwise the refusal (empty, or of another type). */
export function requireFileType(content: Uint8Array, allowed: readonly FileType[]): FileType {
  if (content.length === 0) throw uploadRefusal(UploadRefusal.Empty);
  const type = detectFileType(content);
  if (type && allowed.includes(type)) return type;
  throw uploadRefusal(UploadRefusal.WrongType, {
    allowed: allowed.map((t) => FILE_TYPE_LABELS[t]).join(', '),
  });
}
