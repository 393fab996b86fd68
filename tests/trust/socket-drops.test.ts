/**
 * 100 forced drops of the voice socket mid-conversation: the child keeps talking (text turns) and asking
 * for answers while the connection is cut at random moments — before, during and after the server
 * stores and acknowledges a message, and while it is answering. The client resends what was not
 * acknowledged; the stored transcript must hold every message exactly once, in the order it was said.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { ResendingVoiceClient } from './resending-voice-client';

const DROPS = 100;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 120_000);
afterAll(async () => server.close());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('voice socket drops', () => {
  it(`loses and doubles no message across ${DROPS} forced drops`, async () => {
    const id = newConversationId();
    const created = await fetch(`${server.baseUrl}/api/voicelive/session/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: id, age: 9 }),
    });
    expect(created.status).toBe(200);
    const client = new ResendingVoiceClient(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
    // Where each connection is cut: how many messages it sends first, whether it asks for an answer, and
    // how long after its last send the cut comes (0 ms is before the server can even read the frame).
    const plans = fc.sample(
      fc.record({
        messages: fc.integer({ min: 0, max: 5 }),
        answer: fc.boolean(),
        cutAfterMs: fc.integer({ min: 0, max: 40 }),
      }),
      { numRuns: DROPS, seed: 20261122 },
    );
    const said: string[] = [];
    for (const [n, plan] of plans.entries()) {
      await client.connect();
      for (let m = 0; m < plan.messages; m++) {
        const itemId = `item_${n}_${m}`;
        said.push(itemId);
        client.say(itemId, `message ${n}.${m}: the kite went up`);
      }
      if (plan.answer) client.askForAnswer();
      await pause(plan.cutAfterMs);
      await client.drop();
    }
    await client.connect();
    await client.drained(30_000);
    await client.close();

    expect(client.connections).toBe(DROPS + 1);
    expect(said.length).toBeGreaterThan(DROPS);
    // The cuts really did catch messages in flight, so the resend path was exercised.
    expect(client.resent).toBeGreaterThan(10);
    const stored = (await server.ctx.repos.conversations.listMessages(id)).filter((m) => m.role === 'user');
    const storedIds = stored.map((m) => m.id);
    expect(new Set(storedIds).size, 'duplicated messages').toBe(storedIds.length);
    expect(
      storedIds.filter((s) => !said.includes(s)),
      'messages nobody said',
    ).toEqual([]);
    expect(
      said.filter((s) => !storedIds.includes(s)),
      'lost messages',
    ).toEqual([]);
    expect(storedIds, 'order').toEqual(said);
    expect([...client.acknowledged].sort()).toEqual([...said].sort());
  }, 300_000);
});
