import type { FastifyError, FastifyInstance } from 'fastify';
import { toAppError } from '../errors/app-error';
import { fromFastifyError, httpStatusOf } from './error-status';

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, fromFastifyError);
    const status = httpStatusOf(appError);
    if (status >= 500) {
      request.log.error({ err: error, url: request.url }, 'request failed');
    } else {
      request.log.info({ code: appError.code, url: request.url, detail: appError.message }, 'request rejected');
    }
    void reply.status(status).send({ detail: appError.message, code: appError.code });
  });
}
