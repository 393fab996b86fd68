/**
 * REST fuzzing: 10,000 requests through app.inject to every route, with path parameters, query strings
 * and bodies generated from the JSON Schemas the API publishes (themselves generated from the shared zod
 * schemas), mutated, or replaced by arbitrary JSON and raw bytes; half anonymous, half as an administrator
 * so the calls get past the access check. No answer may be a 5xx, and the server must still be healthy.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { multipart, startTeacherApp, type TeacherApp } from '../teacher/teacher-client';
import { SEED_STORY_ID } from './route-catalogue';
import { registeredRoutes } from './route-list';
import { mutated, validish, type FieldHints, type JsonSchema } from './schema-arbitrary';

const TOTAL_REQUESTS = 10_000;
const MULTIPART_REQUESTS = 200;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  /** Fastify pattern, e.g. /api/ui-state/state/:conversation_id */
  url: string;
  params: Parameter[];
  body: JsonSchema | undefined;
}
interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
}

let t: TeacherApp;
let childId: string;
let operations: Operation[];
let sent = 0;
const statuses = new Map<number, number>();

const rawBodies = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', '[]', 'null', '"x"', '{"a":1}}', '\u0000\u0001', '%7B%7D'),
);
const contentTypes = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'application/json; charset=latin1',
);
const oddSegment = fc.constantFrom(
  '..',
  '%2e%2e',
  '%00',
  'a%2Fb',
  '%ZZ',
  ' ',
  '\u202e',
  'x'.repeat(3000),
  '-1',
  '1e9',
  'null',
);

function hints(): FieldHints {
  const conversation = fc.constant(childId);
  return {
    conversation_id: conversation,
    conversationId: conversation,
    id: conversation,
    storyId: fc.constant(SEED_STORY_ID),
    story_id: fc.constant(SEED_STORY_ID),
    age: fc.constantFrom(7, 10, 13, 16),
    userAge: fc.constantFrom(7, 10, 13, 16),
    user_age: fc.constantFrom(7, 10, 13, 16),
    session_id: fc.constant('pron-session-1'),
  };
}

function requestArbitrary(op: Operation): fc.Arbitrary<InjectOptions> {
  const h = hints();
  const pathParams = op.params.filter((p) => p.in === 'path');
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          h[p.name] ?? validish(p.schema, h),
          validish(p.schema, h),
          oddSegment,
          fc.string({ maxLength: 30 }),
        ),
      ]),
    ),
  );
  const queryParams = op.params.filter((p) => p.in === 'query');
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const queryArb = fc.oneof(
    mutated(validish(querySchema, h)),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }),
  );
  const bodyArb = op.body
    ? mutated(validish(op.body, h))
    : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  const raw = fc.option(fc.tuple(rawBodies, contentTypes), { freq: 6 });
  const caller =
    op.url === '/api/auth/logout'
      ? fc.constant('anonymous' as const)
      : fc.constantFrom('anonymous' as const, 'admin' as const);
  return fc
    .record({ path: pathArb, query: queryArb, body: bodyArb, raw, caller })
    .map(({ path, query, body, raw, caller }) => {
      const filled = op.url
        .replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(segmentText(path[name], 'x')))
        .replace(/\*$/, encodeURIComponent(segmentText(path['*'], 'index.html')));
      const url = filled.startsWith('/') ? filled : `/${filled}`;
      const search = new URLSearchParams();
      if (query && typeof query === 'object' && !Array.isArray(query)) {
        for (const [k, v] of Object.entries(query)) {
          if (v !== undefined) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
        }
      }
      const qs = search.toString();
      const options: InjectOptions = { method: op.method, url: qs ? `${url}?${qs}` : url, headers: {} };
      const withBody = !['GET', 'HEAD'].includes(op.method);
      if (withBody && raw) {
        options.payload = raw[0];
        options.headers = { 'content-type': raw[1] };
      } else if (withBody && body !== undefined) {
        options.payload = JSON.stringify(body);
        options.headers = { 'content-type': 'application/json' };
      }
      if (caller === 'admin') {
        options.cookies = { lc_session: t.admin.cookie };
        options.headers = { ...options.headers, 'x-csrf-token': t.admin.csrf };
      }
      return options;
    });
}

function segmentText(value: unknown, fallback: string): string {
  if (value === undefined) return fallback;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function send(options: InjectOptions): Promise<number> {
  const res = await t.server.app.inject(options);
  sent += 1;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500)
    throw new Error(
      `${options.method ?? 'GET'} ${JSON.stringify(options.url)} → ${res.statusCode} ${res.body.slice(0, 300)}`,
    );
  return res.statusCode;
}

beforeAll(async () => {
  t = await startTeacherApp();
  childId = newConversationId();
  await t.server.app.inject({
    method: 'POST',
    url: '/api/voicelive/session/create',
    payload: { conversation_id: childId, age: 7 },
  });
  const doc = (await t.server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
  const documented = new Map<string, Operation>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      documented.set(`${method.toUpperCase()} ${url}`, {
        method: method.toUpperCase(),
        url,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  // Routes hidden from the docs (sockets, /health, the app itself) are fuzzed through their path alone.
  operations = registeredRoutes(t.server.app).map(
    (route) =>
      documented.get(`${route.method} ${route.url}`) ?? {
        method: route.method,
        url: route.url,
        params: [...route.url.matchAll(/:([A-Za-z_]+)|\*/g)].map((m) => ({
          in: 'path' as const,
          name: m[1] ?? '*',
          schema: { type: 'string' },
        })),
        body: undefined,
      },
  );
}, 60_000);
afterAll(async () => t.close());

describe('REST fuzzing', () => {
  it(`answers ${TOTAL_REQUESTS} generated requests without one server error, and stays healthy`, async () => {
    const perOperation = Math.ceil((TOTAL_REQUESTS - MULTIPART_REQUESTS) / operations.length);
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (options) => void (await send(options))),
        { numRuns: perOperation },
      );
    }
    const upload = fc.record({
      bytes: fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b)),
      filename: fc.constantFrom(
        'story.txt',
        'story.pdf',
        'story.docx',
        'story.doc',
        'story.exe',
        '../../x.txt',
        '',
      ),
      title: fc.string({ maxLength: 300 }),
      age: fc.oneof(fc.constantFrom('6-8', '9-11', '12-14', '15-18'), fc.string({ maxLength: 8 })),
    });
    await fc.assert(
      fc.asyncProperty(upload, async ({ bytes, filename, title, age }) => {
        const body = multipart({ title, ageGroup: age }, { field: 'story', filename, bytes });
        await send({
          method: 'POST',
          url: '/api/v1/dashboard/story',
          payload: body.payload,
          headers: { ...body.headers, 'x-csrf-token': t.admin.csrf },
          cookies: { lc_session: t.admin.cookie },
        });
      }),
      { numRuns: MULTIPART_REQUESTS },
    );
    // The generator must mostly get past validation, or it is only fuzzing the validator.
    const answered = [...statuses].filter(([status]) => status < 300).reduce((n, [, count]) => n + count, 0);
    expect(answered).toBeGreaterThan(TOTAL_REQUESTS * 0.15);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    const health = await t.server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(t.server.app.server.listening || health.json<{ status: string }>().status === 'ok').toBe(true);
  }, 300_000);
});
