import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * Answers below this many bytes go as they are: a header and a frame or two either way, and compressing them costs
 * more than it saves.
 */
export const COMPRESS_FROM_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * Brotli at quality 4 (@fastify/compress's choice too) with its size hint: a 100-row users page of 55 kB of JSON
 * took about 1 ms on the shared 2-core machine under load; quality 11, which the web build uses for its files, took
 * 77 ms for 12 % fewer bytes. gzip at level 6 (zlib's default) for clients without brotli, about as fast.
 */
function encode(json: Buffer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(json, { level: 6 });
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/**
 * The encoding to answer with from the request's Accept-Encoding (RFC 9110 §12.5.3): brotli or gzip, whichever has
 * the higher weight, brotli on a tie; `*` stands for any encoding not named; a weight of 0 refuses. Null when the
 * client accepts neither (or sent no header: then the answer goes as it is).
 */
export function acceptedEncoding(header: string | string[] | undefined): AnswerEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Sends a JSON answer's bytes, compressed by what the client accepts when it is large enough. The compression runs
 * on the answer's bytes at once (no stream), so the answer keeps its Content-Length, which the bench's raw client
 * reads. A large answer says `Vary: Accept-Encoding`, since what it sends depends on that header.
 */
export function sendJsonBytes(reply: FastifyReply, json: Buffer) {
  if (json.length < COMPRESS_FROM_BYTES) return reply.send(json);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(json);
  return reply.header('content-encoding', encoding).send(encode(json, encoding));
}
