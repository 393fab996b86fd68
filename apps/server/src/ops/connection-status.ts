/**
 * The Connection Status tab (`GET /voicelive/status`). A voice socket lives on whichever instance a child
 * reached, so no single instance can see every live socket; the shared database can: a session heard from
 * in the last two minutes and not ended counts as a live connection.
 */
import type { ConnectionStatus } from '@shared';
import type { Repositories } from '../db/repositories';

export const LIVE_ACTIVITY_WINDOW_MS = 2 * 60_000;

export async function connectionStatus(repos: Repositories, now = new Date()): Promise<ConnectionStatus> {
  const latest = await repos.dashboardDetail.latestLiveActivity();
  if (!latest)
    return { is_connected: false, state: 'disconnected', conversation_state: 'idle', last_connected: null };
  const recent = now.getTime() - Date.parse(latest.lastActivityAt) <= LIVE_ACTIVITY_WINDOW_MS;
  const live = recent && !latest.ended;
  return {
    is_connected: live,
    state: live ? 'connected' : 'disconnected',
    conversation_state: live ? 'listening' : 'idle',
    last_connected: latest.lastActivityAt,
  };
}
