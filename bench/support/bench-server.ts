/**
 * The real server in this process for the voice benches, with the offline speech stack started up
 * front so its start-up never counts in a measurement. Being in-process lets a bench read the server's
 * own clock (see server-taps.ts) without any hook in production code. BENCH_WORKERS and BENCH_SIDE size
 * the speech worker pool (session workers, side workers) to compare pool shapes.
 */
import pino from 'pino';
import { newConversationId } from '@shared';
import { createLocalSpeechStack, LazySpeechStack, type LocalSpeechStack } from '../../apps/server/src/voice/providers/local/speech-stack';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { TimedVoiceClient } from './timed-client';

export interface BenchServer {
  server: TestServer;
  stack: LocalSpeechStack;
  /** Creates a conversation; with a story, opens it (in reading mode or not) as the child's UI would. */
  conversation(age: number, story?: { id: string; readingMode: boolean }): Promise<string>;
  connect(conversationId: string): Promise<TimedVoiceClient>;
  close(): Promise<void>;
}

async function post(url: string, body: unknown): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const speech = new LazySpeechStack(() => createLocalSpeechStack({ logger: pino({ level: 'silent' }), searchPath: process.env.PATH ?? '', measureReaderLimit: false, ...(process.env.BENCH_WORKERS ? { workers: Number(process.env.BENCH_WORKERS) } : {}), ...(process.env.BENCH_SIDE ? { sideWorkers: Number(process.env.BENCH_SIDE) } : {}) }));
  const stack = await speech.get();
  const server = await startTestServer({ listen: true, speech, env });
  return {
    server,
    stack,
    async conversation(age, story) {
      const id = newConversationId();
      await post(`${server.baseUrl}/api/voicelive/session/create`, { conversation_id: id, age });
      if (story) {
        await post(`${server.baseUrl}/api/story-context/update-context`, {
          storyId: story.id,
          userAge: age,
          conversationId: id,
          readingMode: story.readingMode,
        });
      }
      return id;
    },
    async connect(conversationId) {
      const client = await TimedVoiceClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${conversationId}`);
      await client.waitForType('session.created', 60_000);
      return client;
    },
    async close() {
      await server.close();
      await speech.close();
    },
  };
}
