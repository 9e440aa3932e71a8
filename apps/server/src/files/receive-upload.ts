import { MAX_UPLOAD_BYTES } from '@connect/shared';
import type { FastifyRequest } from 'fastify';
import { type FileType, requireFileType } from './file-type.ts';
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
        const content = await part.toBuffer();
        files.push({ fileName: part.filename, content, type: requireFileType(content, options.types) });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw uploadRefusal(UploadRefusal.TooLarge, { maxMb: Math.floor(maxBytes / MB) });
    if (code === 'FST_FILES_LIMIT') throw uploadRefusal(UploadRefusal.TooManyFiles, { max: maxFiles });
    throw error;
  }
  if ((options.required ?? true) && files.length === 0) throw uploadRefusal(UploadRefusal.Missing);
  return { files, fields };
}
