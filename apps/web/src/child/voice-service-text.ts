/** How the debug panel words the voice provider's report and the session's live status. */
import type { ConfigValidateResponse, SessionStatusResponse } from '@shared/schemas/voice-session';

const readable = (key: string) => key.replace(/_/g, ' ');

/** Offline speech is what the local provider is; the named capabilities follow, present ones first. */
export function capabilityLines(report: ConfigValidateResponse): { label: string; available: boolean }[] {
  const named = Object.entries(report.capabilities)
    .map(([key, available]) => ({ label: readable(key), available }))
    .sort((a, b) => Number(b.available) - Number(a.available) || a.label.localeCompare(b.label));
  return [{ label: 'offline speech', available: report.provider === 'local' }, ...named];
}

export function providerText(report: ConfigValidateResponse): string {
  return `${report.provider} (${report.valid ? 'valid' : 'not valid'})`;
}

export function sessionStatusText(status: SessionStatusResponse): string {
  const parts = [
    status.connected ? 'connected' : 'not connected',
    `provider ${status.provider}`,
    `turn detection ${readable(status.turn_detection_mode)}`,
    status.reading_mode ? 'reading mode' : null,
  ];
  return parts.filter((part): part is string => part !== null).join(', ');
}
