/**
 * fast-check arbitraries built from the JSON Schemas the API publishes at /api/docs/json (generated from
 * the shared zod schemas), so the fuzzer follows each route's real shape, plus mutations of those values:
 * a field dropped, a field of the wrong type, a huge or odd string, prototype-polluting keys, or any JSON
 * value at all.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

/** Values worth trying for a field, by its name (a real conversation id reaches past the lookups). */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '../../etc/passwd',
  "'; drop table conversations; --",
  '<script>alert(1)</script>',
  '%00%ff',
  '\ud800',
  '🦄'.repeat(50),
  'a'.repeat(70_000),
  '__proto__',
  'NaN',
  '-1',
  '1e309',
);

const oddNumbers = fc.constantFrom(
  0,
  -1,
  -0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  2 ** 31,
  -(2 ** 53),
);

export function validish(schema: JsonSchema, hints: FieldHints = {}, depth = 0): fc.Arbitrary<unknown> {
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...schema.anyOf.map((s) => validish(s, hints, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const base = baseArbitrary(schema, hints, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function baseArbitrary(schema: JsonSchema, hints: FieldHints, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const plain = fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 60),
      });
      if (!schema.pattern) return plain;
      try {
        return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), plain);
      } catch {
        return plain;
      }
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1000, 1e6),
      });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1000, -1e6),
        max: Math.min(schema.maximum ?? 1000, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(validish(schema.items ?? {}, hints, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: 4,
          });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(props)) {
        const hinted = hints[name];
        model[name] = hinted
          ? fc.oneof(
              { arbitrary: hinted, weight: 3 },
              { arbitrary: validish(sub, hints, depth + 1), weight: 1 },
            )
          : validish(sub, hints, depth + 1);
      }
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One bad change to an otherwise well-formed value. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 3 }), oddStrings, oddNumbers, fc.constant(undefined));
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    {
      arbitrary: fc.tuple(valid, fc.nat(), wrong).map(([value, pick, replacement]) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return replacement;
        const keys = Object.keys(value);
        const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        if (keys.length === 0) copy.unexpected = replacement;
        else {
          const key = keys[pick % keys.length] ?? 'unexpected';
          if (replacement === undefined) delete copy[key];
          else copy[key] = replacement;
        }
        return copy;
      }),
      weight: 4,
    },
    {
      arbitrary: fc.constant(
        JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
      ),
      weight: 1,
    },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 2 },
  );
}
