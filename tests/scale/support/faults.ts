/**
 * The faults of the scale-out tests, made without touching the machine's shared services: a private
 * redis-server on a spare port that can be restarted, and a TCP proxy in front of PostgreSQL that can
 * drop every connection and refuse new ones for a while, as a database restart or a network cut does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './server-process';

async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export class PrivateRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.boot();
    return redis;
  }

  private async boot(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await redisAnswers(this.port)) return;
      if (child.exitCode !== null) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`the private redis-server on port ${this.port} did not start`);
  }

  /** Kills this Redis (and only this one) and waits until its port is free. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => {
      const timer = setTimeout(done, 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
    });
    child.kill('SIGKILL');
    await exited;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.boot();
  }
}

/** Forwards 127.0.0.1:<port> to a target; `cut()` drops every connection and refuses new ones. */
export class PausableProxy {
  private readonly sockets = new Set<net.Socket>();
  private refusing = false;
  private readonly server: net.Server;
  port = 0;

  private constructor(
    private readonly targetPort: number,
    private readonly targetHost: string,
  ) {
    this.server = net.createServer((client) => this.forward(client));
  }

  static async start(targetPort: number, targetHost = '127.0.0.1'): Promise<PausableProxy> {
    const proxy = new PausableProxy(targetPort, targetHost);
    proxy.port = await new Promise<number>((resolve) => {
      proxy.server.listen(0, '127.0.0.1', () => {
        const address = proxy.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    return proxy;
  }

  private forward(client: net.Socket): void {
    if (this.refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }

  /** Drops every connection and refuses new ones, as a restarting database does. */
  cut(): void {
    this.refusing = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  resume(): void {
    this.refusing = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((done) => this.server.close(() => done()));
  }
}
