/**
 * Fastify's validator for zod schemas, phrasing failures with the shared human error map so the first
 * issue's sentence (the spec's own wording where it has one) becomes the answer's `detail`.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { humanErrorMap } from '@shared';
import { AppError } from '../errors/app-error';

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { error: humanErrorMap });
  if (result.success) return { value: result.data };
  const detail = result.error.issues[0]?.message ?? 'The request is not valid.';
  return { error: new AppError('VALIDATION_FAILED', detail) };
};
