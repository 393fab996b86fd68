declare module 'pino-roll' {
  import type { Writable } from 'node:stream';
  interface PinoRollOptions {
    file: string | (() => string);
    size?: string | number;
    frequency?: 'daily' | 'hourly' | number;
    extension?: string;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    mkdir?: boolean;
  }
  export default function roll(options: PinoRollOptions): Promise<Writable & { end(): void }>;
}
