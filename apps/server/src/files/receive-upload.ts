import { MAX_UPLOAD_BYTES } from '@connect/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { NUL_MESSAGE } from '../http/string-inputs.ts';
import { type FileType, requireFileType } from './file-type.ts';
import { refusePdfActiveContent } from './pdf-active-content.ts';
import { UploadRefusal, uploadRefusal } from './upload-refusal.ts';

export interface ReceivedFile {
  /** The name the client gave: for display and downloads only, never for deciding anything. */
  fileName: string;
  content: Buffer;
  /** Read from the content. */
  type: FileType;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** The form's text fields (the repair request sends its fields beside the files). */
  fields: Record<string, string>;
}

const MB = 1024 * 1024;

/** A file name or form field with NUL is refused as every other string input is (http/string-inputs.ts). */
function refuseNul(field: string, value: string) {
  if (value.includes('\u0000'))
    throw AppError.badInput(NUL_MESSAGE, { field: field.replaceAll('\u0000', '') });
}

/**
 * The files and fields of a multipart request, each file read into memory up to `maxBytes` and refused unless its
 * content is one of `types`. Meant for the small uploads (a guideline PDF, repair photos, an import of at most
 * 50 MB); nothing is written to disk.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { types: readonly FileType[]; maxFiles?: number; maxBytes?: number; required?: boolean },
): Promise<ReceivedUpload> {
  const maxFiles = options.maxFiles ?? 1;
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  if (!request.isMultipart()) throw uploadRefusal(UploadRefusal.Missing);
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 30 } })) {
      if (part.type === 'file') {
        refuseNul('fileName', part.filename);
        const content = await part.toBuffer();
        const type = requireFileType(content, options.types);
        if (type === 'pdf') refusePdfActiveContent(content);
        files.push({ fileName: part.filename, content, type });
      } else if (typeof part.value === 'string') {
        refuseNul(part.fieldname, part.fieldname + part.value);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw uploadRefusal(UploadRefusal.TooLarge, { maxMb: Math.floor(maxBytes / MB) });
    if (code === 'FST_FILES_LIMIT') throw uploadRefusal(UploadRefusal.TooManyFiles, { max: maxFiles });
    // Everything else the reading throws is the body's own fault: no boundary, cut off before its end, a part
    // without its headers, more fields than allowed.
    throw uploadRefusal(UploadRefusal.Malformed);
  }
  if ((options.required ?? true) && files.length === 0) throw uploadRefusal(UploadRefusal.Missing);
  return { files, fields };
}
