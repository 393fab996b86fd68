/**
 * With LLM_* set, the companion asks an OpenAI-compatible chat endpoint (here a local fake) using the
 * age range's system prompt from the database: a teacher's saved prompt changes what the companion
 * says; when the endpoint fails, the child still gets the offline reply.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { callAs, signIn, ADMIN } from '../teacher/teacher-client';
import { VoiceTestClient } from '../voice/voice-client';

interface ChatRequest {
  messages: Array<{ role: string; content: string }>;
}

const requests: ChatRequest[] = [];
let failNext = false;
const llm = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    requests.push(JSON.parse(body) as ChatRequest);
    if (failNext) {
      res.writeHead(503).end('{"error":"overloaded"}');
      return;
    }
    const system = requests.at(-1)?.messages.find((m) => m.role === 'system')?.content ?? '';
    const reply = system.includes('PIRATE') ? 'Arr, the kite is made of blue paper!' : 'The kite is made of blue paper.';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply } }] }));
  });
});

let server: TestServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const port = (llm.address() as AddressInfo).port;
  server = await startTestServer({ listen: true, env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'fake-model' } });
  const setup = await server.app.inject({ method: 'POST', url: '/api/auth/setup', payload: ADMIN });
  expect(setup.statusCode).toBe(201);
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => llm.close(resolve));
});

async function ask(question: string): Promise<string> {
  const id = newConversationId();
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.baseUrl}/api/voicelive/session/create`, { method: 'POST', headers: json, body: JSON.stringify({ conversation_id: id, age: 7 }) });
  await fetch(`${server.baseUrl}/api/story-context/update-context`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ storyId: 'mia-and-the-moon-kite', userAge: 7, conversationId: id, readingMode: false }),
  });
  const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
  await client.waitForType('session.created', 60_000);
  client.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: question }] } });
  client.send({ type: 'response.create' });
  const done = await client.waitForType('response.audio_transcript.done', 60_000);
  await client.close();
  return String(done.transcript);
}

describe('companion with an LLM', () => {
  it('uses the age range system prompt a teacher saved', async () => {
    expect(await ask('what is the kite made of')).toBe('The kite is made of blue paper.');
    const admin = await signIn(server, ADMIN);
    const saved = await callAs(server, admin, {
      method: 'PUT',
      url: '/api/v1/dashboard/prompts',
      payload: { age_range: '6-8', prompt_text: 'You are a friendly PIRATE reading buddy for young children. Keep every answer short, kind and about the story.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await ask('what is the kite made of')).toBe('Arr, the kite is made of blue paper!');
    expect(requests.at(-1)?.messages[0]?.content).toContain('PIRATE');
  }, 120_000);

  it('falls back to the offline companion when the endpoint fails', async () => {
    failNext = true;
    const reply = await ask('what is the kite made of');
    failNext = false;
    expect(reply.length).toBeGreaterThan(0);
    expect(reply).not.toContain('Arr');
  }, 120_000);
});
