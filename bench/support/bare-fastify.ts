/**
 * The yardstick of the REST bench: a bare Fastify answering GET /api/stories/ with fixed bytes (the
 * product's own answer, handed over in a file) and nothing else: no hooks, no logging, no database.
 * Run as a child process by bench/rest.ts; prints `listening <port>` once it listens.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, contentType] = process.argv.slice(2);
if (!bodyFile || !contentType) throw new Error('usage: bare-fastify.ts <body file> <content-type>');
const body = readFileSync(bodyFile);

const app = Fastify({ logger: false });
app.get('/api/stories/', (_request, reply) => reply.type(contentType).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
