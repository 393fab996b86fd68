import type { FastifyError, FastifyInstance } from 'fastify';
import { toAppError } from './errors';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error, url: request.url }, 'request failed');
    } else {
      request.log.info({ code: appError.code, url: request.url, detail: appError.message }, 'request rejected');
    }
    void reply.status(appError.status).send({ detail: appError.message, code: appError.code });
  });
}
