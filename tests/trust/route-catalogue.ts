/**
 * The trust tests' own classification of every route: who may call it (the expected access level,
 * written down independently of the server's access table so the two check each other), and for the
 * child's everyday calls a valid request, so a test can prove the conversation id is enough for them.
 * A route the app registers that is missing here fails the authorization matrix.
 */
import type { InjectOptions } from 'fastify';
import { newConversationId } from '@shared';

export type ExpectedAccess = 'public' | 'teacher' | 'admin';

export const SEED_STORY_ID = 'mia-and-the-moon-kite';

export const EXPECTED_ACCESS: Record<string, ExpectedAccess> = {
  'GET *': 'public',
  'GET /health': 'public',
  'GET /metrics': 'public',
  'GET /trust': 'public',
  'GET /trust/school-ca.crt': 'public',
  'GET /api/network/secure-address': 'public',
  'GET /api/client/settings': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/health': 'public',
  'GET /api/version/detailed': 'public',
  'GET /api/privacy/policy': 'public',
  // Teacher sign-in
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'teacher',
  'GET /api/auth/setup': 'public',
  'POST /api/auth/setup': 'public',
  'GET /api/auth/users': 'admin',
  'POST /api/auth/users': 'admin',
  'POST /api/auth/users/:id/disable': 'admin',
  // The child's calls: the conversation id is the only capability.
  'POST /api/config/session': 'public',
  'POST /api/config/trigger-introduction': 'public',
  'GET /api/config/websocket-url': 'public',
  'GET /api/pronunciation/buffer/stats': 'public',
  'GET /api/pronunciation/config': 'public',
  'PUT /api/pronunciation/config': 'admin',
  'GET /api/pronunciation/health': 'public',
  'GET /api/pronunciation/results/:session_id': 'public',
  'GET /api/pronunciation/session/:session_id/aggregate': 'public',
  'POST /api/pronunciation/speech_stopped': 'public',
  'POST /api/pronunciation/start': 'public',
  'POST /api/pronunciation/stop': 'public',
  'GET /api/stories': 'public',
  'GET /api/stories/:story_id': 'public',
  'POST /api/stories/:story_id/analyze': 'public',
  'GET /api/stories/age/:age/reading-config': 'public',
  'POST /api/story-context/clear-context': 'public',
  'POST /api/story-context/get-announcement': 'public',
  'POST /api/story-context/monitor-topic': 'public',
  'POST /api/story-context/test': 'public',
  'POST /api/story-context/update-context': 'public',
  'POST /api/ui-state/floating-panel/control': 'public',
  'POST /api/ui-state/microphone/control': 'public',
  'GET /api/ui-state/state/:conversation_id': 'public',
  'POST /api/ui-state/voicelive-message': 'public',
  'POST /api/ui-state/voicelive/ui-event': 'public',
  'GET /api/ui-state/ws/:conversation_id': 'public',
  'POST /api/voicelive/announcement/complete/:conversation_id': 'public',
  'POST /api/voicelive/announcement/start': 'public',
  'POST /api/voicelive/announcement/welcome': 'public',
  'GET /api/voicelive/config/validate': 'public',
  'GET /api/voicelive/personas/current': 'public',
  'GET /api/voicelive/reading/next-word/:conversation_id': 'public',
  'GET /api/voicelive/reading/progress/:conversation_id': 'public',
  'DELETE /api/voicelive/reading/session/:conversation_id': 'public',
  'POST /api/voicelive/session/create': 'public',
  'GET /api/voicelive/session/status/:conversation_id': 'public',
  'GET /api/voicelive/troubleshoot/:issue_type': 'public',
  'GET /api/voicelive/ws/:conversation_id': 'public',
  // Teacher dashboard
  'GET /api/voicelive/status': 'teacher',
  'GET /api/voicelive/personas/history': 'teacher',
  'GET /api/dashboard/analytics/pronunciation-trends': 'teacher',
  'GET /api/dashboard/pronunciation/config': 'teacher',
  'GET /api/dashboard/pronunciation/history': 'teacher',
  'GET /api/database/health': 'teacher',
  'GET /api/database/status': 'teacher',
  'GET /api/v1/dashboard/analytics/agent-usage': 'teacher',
  'GET /api/v1/dashboard/analytics/engagement': 'teacher',
  'GET /api/v1/dashboard/analytics/pronunciation-trends': 'teacher',
  'GET /api/v1/dashboard/config': 'teacher',
  'GET /api/v1/dashboard/config/voicelive': 'teacher',
  'GET /api/v1/dashboard/prompts': 'teacher',
  'GET /api/v1/dashboard/safety-alerts': 'teacher',
  'POST /api/v1/dashboard/safety-alerts/:id/resolve': 'teacher',
  'PUT /api/v1/dashboard/safety-alerts/:id/resolve': 'teacher',
  'GET /api/v1/dashboard/session/:id': 'teacher',
  'GET /api/v1/dashboard/session/:id/pronunciation': 'teacher',
  'GET /api/v1/dashboard/session/:id/pronunciation-report': 'teacher',
  'PUT /api/v1/dashboard/session/:id/pronunciation/words/:word_id': 'teacher',
  'GET /api/v1/dashboard/session/:id/quiz': 'teacher',
  'GET /api/v1/dashboard/session/:id/roleplay': 'teacher',
  'GET /api/v1/dashboard/session/:id/running-record': 'teacher',
  'GET /api/v1/dashboard/session/:id/safety': 'teacher',
  'GET /api/v1/dashboard/session/:id/transcripts': 'teacher',
  'GET /api/v1/dashboard/sessions': 'teacher',
  'GET /api/v1/dashboard/stats': 'teacher',
  'GET /api/v1/dashboard/stories': 'teacher',
  'POST /api/v1/dashboard/story': 'teacher',
  // Administrator: data-destroying and system-changing calls, raw tables, logs, privacy
  'GET /api/database/logs': 'admin',
  'GET /api/database/logs/download': 'admin',
  'GET /api/database/tables/:name/data': 'admin',
  'DELETE /api/v1/dashboard/clear-data': 'admin',
  'POST /api/v1/dashboard/config/refresh': 'admin',
  'PUT /api/v1/dashboard/config/voicelive': 'admin',
  'PUT /api/v1/dashboard/prompts': 'admin',
  'POST /api/v1/dashboard/prompts/reset-all': 'admin',
  'POST /api/v1/dashboard/prompts/reset/:age_range': 'admin',
  'POST /api/v1/dashboard/seed-mock-data': 'admin',
  'GET /api/v1/logs': 'admin',
  'DELETE /api/v1/privacy/before': 'admin',
  'DELETE /api/v1/privacy/conversations/:id': 'admin',
  'GET /api/v1/privacy/conversations/:id/export': 'admin',
};

/** Fills a route pattern's parameters with values that exist for `conversationId`. */
export function concreteUrl(pattern: string, conversationId: string): string {
  const values: Record<string, string> = {
    conversation_id: conversationId,
    id: conversationId,
    word_id: 'word-1',
    story_id: SEED_STORY_ID,
    age: '7',
    age_range: '6-8',
    issue_type: 'microphone',
    session_id: 'pron-session-1',
    name: 'stories',
  };
  return pattern
    .replace(/:([a-z_]+)/g, (_m, name: string) => values[name] ?? 'x')
    .replace(/\*$/, 'index.html');
}

/** Valid requests for the child's everyday calls, each needing nothing but the conversation id. */
export function childRequests(conversationId: string): Record<string, InjectOptions> {
  return {
    'POST /api/voicelive/session/create': {
      method: 'POST',
      url: '/api/voicelive/session/create',
      payload: { conversation_id: newConversationId(), age: 7 },
    },
    'GET /api/voicelive/session/status/:conversation_id': {
      method: 'GET',
      url: `/api/voicelive/session/status/${conversationId}`,
    },
    'POST /api/story-context/update-context': {
      method: 'POST',
      url: '/api/story-context/update-context',
      payload: { storyId: SEED_STORY_ID, userAge: 7, conversationId, readingMode: true },
    },
    'GET /api/voicelive/personas/current': {
      method: 'GET',
      url: `/api/voicelive/personas/current?conversation_id=${conversationId}`,
    },
    'POST /api/ui-state/floating-panel/control': {
      method: 'POST',
      url: '/api/ui-state/floating-panel/control',
      payload: {
        conversation_id: conversationId,
        action: 'show',
        trigger_source: 'test',
        animation_duration: 500,
      },
    },
    'GET /api/ui-state/state/:conversation_id': {
      method: 'GET',
      url: `/api/ui-state/state/${conversationId}`,
    },
    'POST /api/ui-state/voicelive-message': {
      method: 'POST',
      url: '/api/ui-state/voicelive-message',
      payload: {
        conversationId,
        userAge: 7,
        storyId: SEED_STORY_ID,
        messageType: 'user',
        messageContent: 'The kite flew up high',
        messageId: 'msg-catalogue-1',
      },
    },
    'GET /api/stories': { method: 'GET', url: '/api/stories?age=7' },
    'GET /api/privacy/policy': { method: 'GET', url: '/api/privacy/policy' },
  };
}
