/** Frames of the UI-state channel, parsed with the shared schema; anything else is dropped. */
import { UiStateServerEventSchema, type UiStateServerEvent } from '@shared/schemas/ui-state-ws';

export type { UiStateServerEvent };

export function parseUiStateEvent(text: string): UiStateServerEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = UiStateServerEventSchema.safeParse(json);
  return result.success ? result.data : null;
}
