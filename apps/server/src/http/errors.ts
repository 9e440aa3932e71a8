import { ErrorCode } from '@connect/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseUnavailable, isConnectionLost } from '../db/connection-errors.ts';
import { AppError, HTTP_STATUS } from '../errors.ts';

/**
 * REST errors answer `{ code, message, details? }` with the status of the code; internal ones are masked. A lost
 * database connection answers 503 SERVICE_UNAVAILABLE (the request is not retried: the client decides).
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | AppError, req, reply) => {
    let error = thrown;
    if (isConnectionLost(thrown)) {
      req.log.warn({ err: thrown }, 'database connection lost during the request');
      error = databaseUnavailable();
    }
    if (error instanceof AppError) {
      return reply.status(HTTP_STATUS[error.code]).send({
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    const fe = error as FastifyError;
    if (fe.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: ErrorCode.RateLimited, message: 'Too many requests. Try again in a moment.' });
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.statusCode === 413) {
      return reply.status(413).send({ code: ErrorCode.TooLarge, message: fe.message });
    }
    if (fe.validation || (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)) {
      return reply.status(fe.statusCode ?? 400).send({ code: ErrorCode.BadInput, message: fe.message });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.Internal, message: 'Something went wrong.' });
  });
}
