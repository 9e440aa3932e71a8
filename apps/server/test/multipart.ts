import type { TestServer } from './test-server.ts';

const BOUNDARY = 'connect-test-boundary';

/** A multipart body of one file field named `file`, as a browser's FormData sends it. */
export function multipartFile(content: Buffer, fileName: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** POSTs one file to a REST upload route as `token`'s person. */
export function postFile(
  s: TestServer,
  token: string | null,
  url: string,
  content: Buffer,
  opts: { fileName?: string; language?: string } = {},
) {
  return s.app.inject({
    method: 'POST',
    url,
    payload: multipartFile(content, opts.fileName ?? 'enheter.xlsx'),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
}
