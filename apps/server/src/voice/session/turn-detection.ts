/**
 * Which turn detection a session runs under at a given moment (child-side section 9): the client's
 * own choice from session.update wins; otherwise reading mode while a story is read aloud, story
 * context while a story is open, child-friendly by age before that. Announcements switch it off.
 */
import {
  childFriendlyTurnDetection,
  readingModeTurnDetection,
  storyContextTurnDetection,
  type TurnDetectionConfig,
  type TurnDetection,
  type TurnDetectionMode,
} from '@shared';

export interface TurnDetectionInputs {
  age: number;
  storyOpen: boolean;
  readingMode: boolean;
  announcing: boolean;
  /** undefined: the client never chose; null: the client switched server VAD off. */
  clientChoice: TurnDetection | null | undefined;
}

const same = (a: TurnDetectionConfig, b: TurnDetectionConfig) =>
  a.threshold === b.threshold && a.prefix_padding_ms === b.prefix_padding_ms && a.silence_duration_ms === b.silence_duration_ms;

/** The spec's name for a client's own turn detection when it is one of the section 9 presets. */
function namedMode(config: TurnDetectionConfig, age: number): TurnDetectionMode {
  if (same(config, readingModeTurnDetection())) return 'reading';
  if (same(config, childFriendlyTurnDetection(age))) return 'child_friendly';
  if (same(config, storyContextTurnDetection(age))) return 'story_context';
  return 'default';
}

export function effectiveTurnDetection(inputs: TurnDetectionInputs): {
  mode: TurnDetectionMode;
  config: TurnDetectionConfig | null;
} {
  if (inputs.announcing) return { mode: 'off', config: null };
  if (inputs.clientChoice === null) return { mode: 'off', config: null };
  if (inputs.clientChoice !== undefined) {
    const c = inputs.clientChoice;
    const config: TurnDetectionConfig = {
      type: 'server_vad',
      threshold: c.threshold ?? 0.5,
      prefix_padding_ms: c.prefix_padding_ms ?? 300,
      silence_duration_ms: c.silence_duration_ms ?? 1000,
    };
    return { mode: namedMode(config, inputs.age), config };
  }
  if (inputs.storyOpen && inputs.readingMode) return { mode: 'reading', config: readingModeTurnDetection() };
  if (inputs.storyOpen) return { mode: 'story_context', config: storyContextTurnDetection(inputs.age) };
  return { mode: 'child_friendly', config: childFriendlyTurnDetection(inputs.age) };
}
