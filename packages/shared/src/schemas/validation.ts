/**
 * Turns zod issues into the short human sentences that become an API answer's `detail`. Schemas give
 * their own message wherever the spec fixes one; every other issue is phrased here from its path, so
 * no client ever sees zod's internal wording.
 */
import { z } from 'zod';

function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return 'request body';
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : String(key)))
    .join('.')
    .replace(/\.\[/g, '[');
}

function describeExpected(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'number':
    case 'int':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return expected;
  }
}

/** Per-parse error map: human wording for issues whose schema did not set its own message. */
export const humanErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path);
  if (issue.input === undefined && issue.code !== 'custom' && issue.code !== 'unrecognized_keys') {
    return `${field} is required`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${describeExpected(issue.expected)}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union': {
      const options: unknown = 'options' in issue ? issue.options : undefined;
      return issue.discriminator !== undefined && Array.isArray(options) && options.length > 0
        ? `${field} must be one of: ${options.map(String).join(', ')}`
        : `${field} is not valid`;
    }
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `${field} must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_format':
      return `${field} is not a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `${field} has unknown field(s): ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    case 'custom':
    case 'invalid_key':
    case 'invalid_element':
      return `${field} is not valid`;
  }
};

export type RequestParseResult<T> = { success: true; data: T } | { success: false; detail: string };

/**
 * Parses one request part (body, query, params, socket frame). On failure `detail` is the first issue's
 * message: the spec's own sentence where there is one (e.g. "Invalid user age: must be between 6 and 18").
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
): RequestParseResult<z.output<S>> {
  const result = schema.safeParse(input, { error: humanErrorMap });
  if (result.success) return { success: true, data: result.data };
  return { success: false, detail: result.error.issues[0]?.message ?? 'request body is not valid' };
}

/** The detail sentence for a zod error raised elsewhere (e.g. by `schema.parse` inside a handler). */
export function validationDetail(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'request body is not valid';
  return ZOD_DEFAULT_MESSAGE.test(issue.message) ? `${fieldName(issue.path)} is not valid` : issue.message;
}

// zod's own wording, which must never reach a client as a `detail`.
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid (input|option|string|discriminator|key|element|value|union|date|number|type)\b|Too (small|big)|Unrecognized key)/;

/** A boolean sent in a query string: only 'true' or 'false'. */
export function queryBoolean(field: string) {
  return z.stringbool({ truthy: ['true'], falsy: ['false'], error: `${field} must be true or false` });
}

/** A whole number from a query string or path segment, within bounds, with a human message. */
export function queryWholeNumber(field: string, min: number, max: number) {
  const message = `${field} must be a whole number from ${min}${Number.isFinite(max) ? ` to ${max}` : ''}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A required text field: present, not blank, at most `maxLength` characters. */
export function requiredText(field: string, maxLength = 10_000) {
  return z
    .string({ error: `${field} is required` })
    .refine((value) => value.trim().length > 0, `${field} must not be empty`)
    .refine((value) => value.length <= maxLength, `${field} must be at most ${maxLength} characters`);
}
