import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/** An answer as a client that only reads bytes sees it: the status and the first bytes of the body. */
export type RawAnswer = { status: number; start: string };

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection to a listening server, for timing the server as a browser meets it: the request
 * goes out as bytes written once, and the answer is read as bytes until its Content-Length is in, without decoding
 * or parsing the body. So the work this process does for a call is the server's (Node's HTTP parser, Fastify, the
 * app) and the socket's, and next to nothing of the client's. One call at a time.
 */
export async function rawHttpConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await once(socket, 'connect');
  let waiting: { resolve: (a: RawAnswer) => void; reject: (e: Error) => void } | null = null;
  let head: Buffer | null = null;
  let bodyStart = -1;
  let needed = -1;
  let received = 0;

  socket.on('data', (chunk: Buffer) => {
    if (!waiting) return;
    if (needed < 0) {
      head = head ? Buffer.concat([head, chunk]) : chunk;
      const end = head.indexOf(HEADER_END);
      if (end < 0) return;
      const headers = head.toString('latin1', 0, end);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(headers);
      if (!length) return finish(new Error(`an answer without Content-Length: ${headers.slice(0, 200)}`));
      bodyStart = end + HEADER_END.length;
      needed = bodyStart + Number(length[1]);
      received = head.length;
    } else {
      received += chunk.length;
    }
    if (received >= needed) finish(null);
  });
  socket.on('error', (e) => finish(e));
  // A server that closed the idle connection (its keep-alive timeout) fails the call waiting, rather than leave it.
  socket.on('close', () => finish(new Error('the server closed the connection')));

  function finish(error: Error | null) {
    const w = waiting;
    const bytes = head;
    waiting = null;
    head = null;
    needed = -1;
    if (w && error) return w.reject(error);
    if (!w || !bytes) return;
    w.resolve({
      status: Number(bytes.toString('latin1', 9, 12)),
      start: bytes.toString('utf8', bodyStart, Math.min(bytes.length, bodyStart + 300)),
    });
  }

  return {
    /** POSTs `body` as JSON to `path` with the bearer token. */
    post(path: string, body: string, token: string): Promise<RawAnswer> {
      const request =
        `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
        `authorization: Bearer ${token}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      return new Promise<RawAnswer>((resolve, reject) => {
        if (socket.destroyed) return reject(new Error('the server closed the connection'));
        waiting = { resolve, reject };
        socket.write(request);
      });
    },
    close: () => socket.destroy(),
  };
}
