/**
 * How a child answers the companion's yes/no check ("Did you ask who Grandpa Sam is?"): the phrases the
 * companion takes for yes and for no (companion/session/clarify.ts), and the small grammar the
 * recogniser hears them in while a check waits (voice/session/grammar-plan.ts). One list, so that what
 * can be heard is what is understood.
 */
import type { PhrasePattern, QuestionVocabulary } from './question-patterns';

export const YES_ANSWERS = ['yes', 'yeah', 'yep', 'yup', 'yes please', 'yes i did', 'uh huh', 'right', "that's right", 'correct', 'okay', 'ok', 'sure'] as const;
export const NO_ANSWERS = ['no', 'nope', 'no thanks', 'no thank you', "no i didn't", 'not that', 'wrong'] as const;

/** Spoken forms only: "ok" is "okay" aloud, "uh huh" has no dictionary words. */
const UNSPOKEN = new Set(['ok', 'uh huh', 'yup']);

/** The answers to a check as one-slot patterns, for the grammar of what is awaited. */
export const CHECK_ANSWER_VOCABULARY: QuestionVocabulary = {
  patterns: [...YES_ANSWERS, ...NO_ANSWERS].filter((a) => !UNSPOKEN.has(a)).map((a): PhrasePattern => [[a]]),
};
