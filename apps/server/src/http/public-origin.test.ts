import { describe, expect, it } from 'vitest';
import { isKnownHost } from './public-origin';

const config = { publicOrigin: undefined, allowedOrigins: ['https://reading.school.example'] };

describe('known hosts', () => {
  it.each(['localhost:8000', '127.0.0.1', '127.0.0.1:8000', '[::1]:8000', 'reading.school.example', 'LOCALHOST'])(
    'knows %s',
    (host) => expect(isKnownHost(host, config)).toBe(true),
  );

  it.each(['evil.example', '', '127.0.0.1/ *', '127.0.0.1:8000/;script-src *', '127.0.0.1?x', 'localhost@evil.example', '127.0.0.1 *'])(
    'refuses %j (not this server, or not a plain host and port)',
    (host) => expect(isKnownHost(host, config)).toBe(false),
  );
});
