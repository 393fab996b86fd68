import { describe, expect, it } from 'vitest';
import { accessLevelFor, isStateChanging } from './access-policy';

describe('the teacher access table', () => {
  it.each([
    ['GET', '/api/v1/dashboard/sessions', 'teacher'],
    ['GET', '/api/v1/dashboard/session/:id', 'teacher'],
    ['PUT', '/api/v1/dashboard/session/:id/pronunciation/words/:word_id', 'teacher'],
    ['POST', '/api/v1/dashboard/story', 'teacher'],
    ['GET', '/api/dashboard/pronunciation/history?limit=20', 'teacher'],
    ['GET', '/api/database/status', 'teacher'],
    ['GET', '/api/voicelive/status', 'teacher'],
    ['GET', '/api/voicelive/personas/history?conversation_id=x', 'teacher'],
    ['GET', '/api/auth/me', 'teacher'],
    ['GET', '/api/v1/dashboard/config/voicelive', 'teacher'],
    ['GET', '/api/v1/dashboard/prompts', 'teacher'],
    ['PUT', '/api/v1/dashboard/config/voicelive', 'admin'],
    ['POST', '/api/v1/dashboard/config/refresh', 'admin'],
    ['PUT', '/api/v1/dashboard/prompts', 'admin'],
    ['POST', '/api/v1/dashboard/prompts/reset/:age_range', 'admin'],
    ['DELETE', '/api/v1/dashboard/clear-data', 'admin'],
    ['POST', '/api/v1/dashboard/seed-mock-data', 'admin'],
    ['GET', '/api/database/tables/:name/data', 'admin'],
    ['GET', '/api/database/logs/download', 'admin'],
    ['GET', '/api/v1/logs', 'admin'],
    ['POST', '/api/auth/users/:id/disable', 'admin'],
    ['POST', '/api/auth/login', 'public'],
    ['POST', '/api/auth/setup', 'public'],
    ['GET', '/api/version/detailed', 'public'],
    ['GET', '/api/health', 'public'],
    ['GET', '/api/stories/', 'public'],
    ['GET', '/api/voicelive/personas/current', 'public'],
    ['POST', '/api/voicelive/session/create', 'public'],
  ])('%s %s needs %s', (method, path, level) => {
    expect(accessLevelFor(method, path)).toBe(level);
  });

  it('asks for the CSRF token on every method that changes state', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });
});
