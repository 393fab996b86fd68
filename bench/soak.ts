/**
 * Soak (run: npm run bench -- soak). The real server runs as its own process with VOICE_PROVIDER=openai
 * pointed at a local fake of OpenAI Realtime (the fake provider: it answers with synthetic PCM16 audio
 * and transcripts, so no speech CPU is spent and the figures are the server's own plumbing). Against it:
 *
 *  - SOAK_SESSIONS (200) concurrent child sessions, each a voice socket plus a UI-state socket: a text
 *    turn (conversation.item.create) every ~6 s, a response.create after every third turn (the fake
 *    streams a spoken answer back), a UI-state REST call every ~10 s and a UI frame on the socket;
 *  - SOAK_DASHBOARD_RPS (50) teacher dashboard requests per second, open loop (sent on a clock, not
 *    after the previous answer), cycling sessions list, stats, one session, its transcript, alerts and
 *    analytics, as a signed-in administrator.
 *
 * Duration SOAK_SECONDS (600) or --seconds=N. Printed: dashboard latency p50/p95/p99/max and errors,
 * text-turn acknowledgement latency (send → conversation.item.created, which the server sends only once
 * the message is stored), answers, socket losses, and the server's RSS after warm-up vs at the end.
 * Targets: dashboard p99 < 200 ms, memory growth < 10 %.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { newConversationId } from '@shared';
import { startFakeOpenAiRealtime } from '../apps/server/src/voice/providers/testing/fake-openai-realtime';
import { startServerProcess } from '../tests/support/server-process';
import { line, mean, ms, percentile, verdict } from './support/stats';

const flag = process.argv.find((a) => a.startsWith('--seconds='));
const SECONDS = Number(flag?.slice('--seconds='.length) ?? process.env.SOAK_SECONDS ?? 600);
const SESSIONS = Number(process.env.SOAK_SESSIONS ?? 200);
const DASHBOARD_RPS = Number(process.env.SOAK_DASHBOARD_RPS ?? 50);
const TURN_EVERY_MS = 6_000;
const UI_EVERY_MS = 10_000;
const WARMUP_MS = Math.min(60_000, SECONDS * 100);
const ADMIN = { username: 'soak.admin', password: 'soak admin password' };

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const cpuTicks = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

interface Child {
  id: string;
  voice: WebSocket;
  ui: WebSocket;
  pending: Map<string, number>;
  turns: number;
}

async function main(): Promise<void> {
  const upstream = await startFakeOpenAiRealtime({ apiKey: 'sk-soak' });
  upstream.script.audioDeltas = 2;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-soak-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    VOICE_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-soak',
    OPENAI_REALTIME_URL: `ws://${upstream.hostPort}/v1/realtime`,
    LC_ADMIN_USERNAME: ADMIN.username,
    LC_ADMIN_PASSWORD: ADMIN.password,
  });
  const pid = server.child.pid ?? 0;
  const base = server.baseUrl;
  const wsBase = base.replace('http', 'ws');
  const stats = {
    acks: [] as number[],
    dashboard: [] as number[],
    dashboardErrors: 0,
    restErrors: 0,
    answers: 0,
    voiceErrors: 0,
    closes: 0,
    fallbacks: 0,
  };
  let measuring = false;
  let stopping = false;

  const login = await post(`${base}/api/auth/login`, ADMIN);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  console.log(
    `soak: ${SESSIONS} child sessions (voice socket on the fake OpenAI provider + UI-state socket), ${DASHBOARD_RPS} dashboard req/s, ${SECONDS} s`,
  );
  const children: Child[] = [];
  for (let n = 0; n < SESSIONS; n++) {
    const id = newConversationId();
    await post(`${base}/api/voicelive/session/create`, { conversation_id: id, age: 6 + (n % 12) });
    await post(`${base}/api/story-context/update-context`, {
      storyId: 'mia-and-the-moon-kite',
      userAge: 7,
      conversationId: id,
      readingMode: false,
    });
    const child: Child = {
      id,
      voice: new WebSocket(`${wsBase}/api/voicelive/ws/${id}`),
      ui: new WebSocket(`${wsBase}/api/ui-state/ws/${id}`),
      pending: new Map(),
      turns: 0,
    };
    child.voice.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as {
        type: string;
        item?: { id?: string };
        error?: { code?: string };
      };
      if (frame.type === 'conversation.item.created' && frame.item?.id) {
        const sentAt = child.pending.get(frame.item.id);
        if (sentAt !== undefined) {
          child.pending.delete(frame.item.id);
          if (measuring) stats.acks.push(performance.now() - sentAt);
        }
      } else if (frame.type === 'response.done' && measuring) stats.answers += 1;
      else if (frame.type === 'error') {
        if (frame.error?.code === 'provider_fallback') stats.fallbacks += 1;
        else if (measuring) stats.voiceErrors += 1;
      }
    });
    for (const socket of [child.voice, child.ui]) socket.on('close', () => !stopping && (stats.closes += 1));
    await new Promise((resolve) => child.voice.once('message', resolve));
    children.push(child);
  }
  const status = (await (
    await fetch(`${base}/api/voicelive/session/status/${children[0]?.id ?? ''}`)
  ).json()) as { provider?: string };
  console.log(`  sessions open; provider serving them: ${status.provider ?? 'unknown'}`);

  const timers: NodeJS.Timeout[] = [];
  children.forEach((child, n) => {
    const turn = () => {
      if (child.voice.readyState !== WebSocket.OPEN) return;
      child.turns += 1;
      const itemId = `turn_${child.turns}`;
      child.pending.set(itemId, performance.now());
      child.voice.send(
        JSON.stringify({
          type: 'conversation.item.create',
          item: {
            id: itemId,
            type: 'message',
            role: 'user',
            content: [{ type: 'input_text', text: `I think the kite is blue, turn ${child.turns}` }],
          },
        }),
      );
      if (child.turns % 3 === 0) child.voice.send(JSON.stringify({ type: 'response.create' }));
    };
    const ui = () => {
      post(`${base}/api/ui-state/floating-panel/control`, {
        conversation_id: child.id,
        action: 'toggle',
        trigger_source: 'soak',
        animation_duration: 500,
      })
        .then((res) => res.status !== 200 && (stats.restErrors += 1))
        .catch(() => (stats.restErrors += 1));
      if (child.ui.readyState === WebSocket.OPEN)
        child.ui.send(
          JSON.stringify({
            type: 'voicelive_event',
            conversation_id: child.id,
            data: { event_type: 'assistant_speaking' },
          }),
        );
    };
    // Spread the sessions over the interval so the load is steady rather than in waves.
    timers.push(
      setTimeout(() => timers.push(setInterval(turn, TURN_EVERY_MS)), (n * TURN_EVERY_MS) / SESSIONS),
    );
    timers.push(setTimeout(() => timers.push(setInterval(ui, UI_EVERY_MS)), (n * UI_EVERY_MS) / SESSIONS));
  });

  const paths = (n: number) => {
    const id = children[n % children.length]?.id ?? '';
    return (
      [
        '/api/v1/dashboard/sessions?page=1&page_size=10',
        '/api/v1/dashboard/stats',
        `/api/v1/dashboard/session/${id}`,
        `/api/v1/dashboard/session/${id}/transcripts`,
        '/api/v1/dashboard/safety-alerts',
        '/api/v1/dashboard/analytics/engagement',
      ][n % 6] ?? '/api/v1/dashboard/stats'
    );
  };
  // Open loop on a clock: each tick sends every request that is due by now, so timer drift never lowers the rate.
  let sent = 0;
  const dashboardStart = performance.now();
  const fire = () => {
    const started = performance.now();
    const n = sent++;
    fetch(`${base}${paths(n)}`, { headers: { cookie } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (measuring) stats.dashboard.push(performance.now() - started);
        if (res.status !== 200) stats.dashboardErrors += 1;
      })
      .catch(() => (stats.dashboardErrors += 1));
  };
  const dashboardTimer = setInterval(() => {
    const due = Math.floor(((performance.now() - dashboardStart) / 1000) * DASHBOARD_RPS);
    while (sent < due) fire();
  }, 5);

  const started = Date.now();
  const rss: Array<{ atMs: number; kb: number }> = [];
  const cpuStart = cpuTicks(pid);
  while (Date.now() - started < SECONDS * 1000) {
    await sleep(5_000);
    const at = Date.now() - started;
    if (at >= WARMUP_MS) {
      measuring = true;
      rss.push({ atMs: at, kb: rssKb(pid) });
    }
  }
  const cpuSeconds = (cpuTicks(pid) - cpuStart) / 100;
  stopping = true;
  clearInterval(dashboardTimer);
  for (const timer of timers) clearInterval(timer);
  await sleep(2_000);
  const unacked = children.reduce((n, c) => n + c.pending.size, 0);
  for (const child of children) {
    child.voice.close();
    child.ui.close();
  }
  const window = Math.max(1, Math.floor(rss.length / 6));
  const firstKb = mean(rss.slice(0, window).map((r) => r.kb));
  const lastKb = mean(rss.slice(-window).map((r) => r.kb));
  const growth = (lastKb - firstKb) / firstKb;
  const p99 = percentile(stats.dashboard, 99);
  const turns = children.reduce((n, c) => n + c.turns, 0);

  console.log(
    `\n  measured ${((SECONDS * 1000 - WARMUP_MS) / 1000).toFixed(0)} s after ${(WARMUP_MS / 1000).toFixed(0)} s warm-up`,
  );
  line(
    'dashboard requests (measured)',
    `${stats.dashboard.length}  (${(stats.dashboard.length / ((SECONDS * 1000 - WARMUP_MS) / 1000)).toFixed(1)}/s), non-200: ${stats.dashboardErrors}`,
  );
  line(
    'dashboard latency p50 / p95',
    `${ms(percentile(stats.dashboard, 50))} / ${ms(percentile(stats.dashboard, 95))}`,
  );
  line('dashboard latency p99 (target < 200 ms)', `${ms(p99)}  ${verdict(p99 < 200)}`);
  line('dashboard latency max', ms(Math.max(...stats.dashboard)));
  line('text turns sent / left unacknowledged', `${turns} / ${unacked}`);
  line(
    'turn acknowledgement p50 / p99',
    `${ms(percentile(stats.acks, 50))} / ${ms(percentile(stats.acks, 99))}  (n=${stats.acks.length})`,
  );
  line('spoken answers completed (measured)', String(stats.answers));
  line('UI-state REST errors / voice error events', `${stats.restErrors} / ${stats.voiceErrors}`);
  line('sockets lost / fell back to offline voice', `${stats.closes} / ${stats.fallbacks}`);
  line(
    'server RSS after warm-up → end',
    `${(firstKb / 1024).toFixed(0)} MB → ${(lastKb / 1024).toFixed(0)} MB`,
  );
  line('memory growth (target < 10 %)', `${(growth * 100).toFixed(1)} %  ${verdict(growth < 0.1)}`);
  line('server CPU (cores, average)', (cpuSeconds / SECONDS).toFixed(2));

  await server.stop();
  await upstream.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
