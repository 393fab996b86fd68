/**
 * Age-tuned wording outside the profiles: the drift alert (child-side section 4, bands up to 8, up to
 * 11 and older) and the hint bubble pointing at the chat panel (section 2 item 13).
 */
import { DRIFT_READOUT_MIN_AGE_EXCLUSIVE } from '../constants/limits';

export type WordingBand = 'up-to-8' | 'up-to-11' | 'older';

export function wordingBandForAge(age: number): WordingBand {
  if (age <= 8) return 'up-to-8';
  if (age <= 11) return 'up-to-11';
  return 'older';
}

export interface DriftAlertText {
  title: string;
  body: string;
}

const DRIFT_ALERT_TEXT: Record<WordingBand, DriftAlertText> = {
  'up-to-8': {
    title: "Let's get back to our story!",
    body: 'That sounds fun! But our story is waiting for us. What do you think happens next?',
  },
  'up-to-11': {
    title: 'Back to the adventure!',
    body: "Interesting thought! Let's get back to the story — there's still more to discover.",
  },
  older: {
    title: 'Off-topic conversation detected',
    body: 'The conversation has moved away from the story. Refocus on the text to keep making progress.',
  },
};

export function driftAlertText(age: number): DriftAlertText {
  return DRIFT_ALERT_TEXT[wordingBandForAge(age)];
}

/**
 * The drift alert's severity line, or null where it is not shown: a child of 8 or under reads the
 * title and body only ("severe" is a word to alarm a young child over a stray remark, and the line adds
 * nothing they act on). Older children see the spec's "Severity: …".
 */
export function driftSeverityLine(age: number, severity: string): string | null {
  return wordingBandForAge(age) === 'up-to-8' ? null : `Severity: ${severity}`;
}

/** The similarity and relevance readout is shown only to children above 11. */
export function showsDriftReadout(age: number): boolean {
  return age > DRIFT_READOUT_MIN_AGE_EXCLUSIVE;
}

const HINT_BUBBLE_TEXT: Record<WordingBand, string> = {
  'up-to-8': 'Click to see our chat!',
  'up-to-11': 'Toggle conversation panel',
  older: 'View conversation history',
};

export function hintBubbleText(age: number): string {
  return HINT_BUBBLE_TEXT[wordingBandForAge(age)];
}

/**
 * What the companion says once when it has lost the reader's place and could not find it again
 * (issue 20): kind and playful for the youngest, terser with age; each asks for a tap on the word.
 */
const LOST_PLACE_LINE: Record<WordingBand, string> = {
  'up-to-8': 'I lost my place! Can you tap the word you are on?',
  'up-to-11': "I lost track of where you are. Tap the word you're on and I'll follow along.",
  older: "I've lost your place. Tap the word you're on.",
};

export function lostPlaceLine(age: number): string {
  return LOST_PLACE_LINE[wordingBandForAge(age)];
}
