import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_BYTES, JPEG_BYTES, PNG_BYTES } from '../../test/files/hostile-files.ts';
import { installErrorHandler } from '../http/errors.ts';
import { receiveUpload } from './receive-upload.ts';

const app = Fastify();
beforeAll(async () => {
  installErrorHandler(app);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 5, fields: 30 } });
  // A guideline-like route (one PDF) and a repair-like route (up to 3 pictures or PDFs of 1 kB here).
  app.post('/pdf', async (req) => {
    const { files } = await receiveUpload(req, { types: ['pdf'] });
    return files.map((f) => ({ fileName: f.fileName, type: f.type, bytes: f.content.length }));
  });
  app.post('/repair', async (req) => {
    const { files, fields } = await receiveUpload(req, {
      types: ['pdf', 'jpeg', 'png'],
      maxFiles: 3,
      maxBytes: 1024,
      required: false,
    });
    return { types: files.map((f) => f.type), fields };
  });
  await app.ready();
});
afterAll(() => app.close());

const BOUNDARY = 'connect-test-boundary';
type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; mime: string; content: Buffer };

function post(url: string, parts: Part[]) {
  const body = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        'fileName' in p
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.mime}\r\n\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`,
      ),
      'fileName' in p ? p.content : Buffer.from(p.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('receiveUpload', () => {
  it('takes a PDF by its content, whatever it is called', async () => {
    const res = await post('/pdf', [
      { name: 'file', fileName: 'retningslinje.bin', mime: 'application/octet-stream', content: PDF },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ fileName: 'retningslinje.bin', type: 'pdf', bytes: PDF.length }]);
  });

  it('refuses a PNG named .pdf and sent as application/pdf', async () => {
    const res = await post('/pdf', [
      { name: 'file', fileName: 'retningslinje.pdf', mime: 'application/pdf', content: PNG_BYTES },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'The file is not of a type allowed here (PDF). The type is read from its content, not its name.',
      details: { reason: 'FILE_WRONG_TYPE', params: { allowed: 'PDF' } },
    });
  });

  it('refuses a program named .png among repair pictures', async () => {
    const res = await post('/repair', [
      { name: 'files', fileName: 'skjerm.jpg', mime: 'image/jpeg', content: JPEG_BYTES },
      { name: 'files', fileName: 'bilde.png', mime: 'image/png', content: EXE_BYTES },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.reason).toBe('FILE_WRONG_TYPE');
  });

  it('answers the size limit with the specification text and 413', async () => {
    const res = await post('/repair', [
      {
        name: 'files',
        fileName: 'stor.png',
        mime: 'image/png',
        content: Buffer.concat([PNG_BYTES, Buffer.alloc(2048)]),
      },
    ]);
    expect(res.statusCode).toBe(413);
    // 1 024 bytes is 0 whole MB in this test route; the real routes pass 50 MB and 25 MB.
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { reason: 'FILE_TOO_LARGE', params: { maxMb: 0 } },
    });
  });

  it('refuses a fourth repair file, and a request without the file it needs', async () => {
    const picture = { name: 'files', fileName: 'a.png', mime: 'image/png', content: PNG_BYTES };
    const four = await post('/repair', [picture, picture, picture, picture]);
    expect(four.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { reason: 'FILE_TOO_MANY', params: { max: 3 } },
    });
    const none = await post('/pdf', [{ name: 'note', value: 'ingen fil' }]);
    expect(none.json()).toMatchObject({ code: 'BAD_USER_INPUT', details: { reason: 'FILE_MISSING' } });
    const notMultipart = await app.inject({ method: 'POST', url: '/pdf', payload: { file: 'x' } });
    expect(notMultipart.json()).toMatchObject({ details: { reason: 'FILE_MISSING' } });
  });

  it('gives the form fields beside the files', async () => {
    const res = await post('/repair', [
      { name: 'fault_description', value: 'Knust skjerm på æøå-tasten' },
      { name: 'files', fileName: 'a.pdf', mime: 'application/pdf', content: PDF },
      { name: 'files', fileName: 'b.jpg', mime: 'image/jpeg', content: JPEG_BYTES },
    ]);
    expect(res.json()).toEqual({
      types: ['pdf', 'jpeg'],
      fields: { fault_description: 'Knust skjerm på æøå-tasten' },
    });
  });
});
