import { describe, expect, it } from 'vitest';
import { resolveSocketUrl } from './realtime-client';

describe('resolveSocketUrl', () => {
  it('derives ws from http and wss from https pages for a path', () => {
    expect(resolveSocketUrl('/api/voicelive/ws/c1', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/voicelive/ws/c1',
    );
    expect(resolveSocketUrl('api/voicelive/ws/c1', { protocol: 'https:', host: 'school.example' })).toBe(
      'wss://school.example/api/voicelive/ws/c1',
    );
  });

  it('keeps socket addresses and converts http addresses from the backend', () => {
    const page = { protocol: 'https:', host: 'a' };
    expect(resolveSocketUrl('wss://b/api/voicelive/ws/c', page)).toBe('wss://b/api/voicelive/ws/c');
    expect(resolveSocketUrl('http://b:8000/api/voicelive/ws/c', page)).toBe('ws://b:8000/api/voicelive/ws/c');
    expect(resolveSocketUrl('https://b/api/voicelive/ws/c', page)).toBe('wss://b/api/voicelive/ws/c');
  });
});
