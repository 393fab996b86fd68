import type { Logger } from 'pino';
import { InProcessBus } from './in-process-bus';
import { RedisBus } from './redis-bus';
import type { EventBus } from './types';

export function createEventBus(redisUrl: string | undefined, logger: Logger): EventBus {
  return redisUrl ? new RedisBus(redisUrl, logger) : new InProcessBus();
}
