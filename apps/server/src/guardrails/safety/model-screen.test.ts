import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatClient } from '../../llm/chat-client';
import { createModelSafetyScreen, mergeFindings } from './model-screen';
import { screenMessage } from './screen';

/** A local OpenAI-compatible stand-in whose answer each test sets. */
let server: Server;
let baseUrl = '';
let content = '{"labels":[]}';
let lastUserMessage = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      lastUserMessage = body.messages.at(-1)?.content ?? '';
      if (content === 'HTTP 503') {
        res.writeHead(503);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const screen = () => createModelSafetyScreen(createChatClient({ baseUrl, model: 'm', timeoutMs: 2000 }));

describe('model safety screen', () => {
  it('adds what the model flags, with the kind’s severity', async () => {
    content = 'Sure: {"labels":["self_harm","made_up"]}';
    const message = 'everything feels grey and heavy lately';
    expect(screenMessage(message)).toEqual([]);
    const found = await screen()(message, 'Rain');
    expect(found.map((f) => [f.alertType, f.severity])).toEqual([['self_harm', 'critical']]);
    expect(lastUserMessage).toContain(message);
    expect(lastUserMessage).toContain('Rain');
  });

  it('adds nothing when the model fails or answers nonsense', async () => {
    content = 'HTTP 503';
    expect(await screen()('hello', null)).toEqual([]);
    content = 'not json {';
    expect(await screen()('hello', null)).toEqual([]);
  });

  it('never removes a rule finding', () => {
    const rules = screenMessage('I want to kill myself');
    expect(mergeFindings(rules, [])).toEqual(rules);
    expect(mergeFindings(rules, [{ alertType: 'self_harm', severity: 'critical', description: 'model' }])).toEqual(rules);
  });
});
