/**
 * What a decoder stream does with a turn once it has ended, on the same decoder between turns: second
 * looks at the reading pass's doubtful words (gap-check.ts, word-presence.ts, word-check.ts), the last
 * word run on to the end of its speech and unnamed words trimmed to theirs, and the question pass for a
 * turn that was not reading (question-grammar.ts).
 */
import { parseIntent } from './intent-grammar';
import type { CompiledGrammar, FinalRecognition, IntentVocabulary, RecognizedWord } from './types';
import { isNoisy, msAbove, speechLevelOverNoise, speechRunMs, speechSpanMs, wordEndingLevel } from './speech-level';
import { applyGaps, gapGrammar, gapsToCheck, joinSpans } from './gap-check';
import { isHesitation, isReadingWord, UNKNOWN_WORD, untag } from './word-tags';
import { spokenAlias } from './spelled-names';
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { explainsSpeech, phoneLoopGrammar, questionConfidence } from './question-grammar';
import type { TurnAudio } from './turn-audio';
import { applyWordChecks, oneSoundAway, wordCheckGrammar, wordsToCheck } from './word-check';
import { applyPresenceChecks, presenceChecks } from './word-presence';
import { LAST_WORD_MAX_EXTENSION_MS, QUESTION_AUDIO_MARGIN_MS, QUESTION_OVER_READING, UNHEARD_SPEECH_MIN_MS } from './tuning';

/** The ended turn, as the looks after it see it. */
export interface EndedTurn {
  /** The turn's audio as it came. */
  readonly audio: TurnAudio;
  /** The reading spans it was heard against. */
  readonly spans: readonly (readonly string[])[];
  /** Words the decoder has been given (their spoken aliases included). */
  readonly known: ReadonlySet<string>;
  /** The turn's audio from `startMs` to `endMs` decoded alone against `grammar`, in session time. */
  decodeAgain(startMs: number, endMs: number, grammar: CompiledGrammar): RecognizedWord[];
}

/** The reading pass's words after the second looks, the last word's end and the unnamed words' trim. */
export function lookAgain(turn: EndedTurn, words: RecognizedWord[]): RecognizedWord[] {
  // In a noisy room a word's consonants are no measure of how it was read: the listen for one sound
  // changed (word-check.ts) would hear the noise, so it is left out there.
  const looked = checkPresence(turn, checkGaps(turn, words));
  return markUnheardSpeech(turn, trimUnknownWords(turn, extendLastWord(turn, isNoisy(turn.audio.pcm()) ? looked : checkWords(turn, looked))));
}

/**
 * The question pass: the whole turn decoded against the question grammar, then against a free phone
 * loop for the confidence (question-grammar.ts). What it heard replaces the reading pass's words; a
 * question heard even half sure is no reading evidence (the turn was already judged not reading). `score` is the best path's score of the
 * decode just done.
 */
export function heardAsQuestion(
  turn: EndedTurn,
  first: FinalRecognition,
  question: { grammar: CompiledGrammar; intents: IntentVocabulary; score: () => number; maxSpeechMs?: number },
): FinalRecognition {
  const { grammar } = question;
  // Only the speech, with a little air around it: both passes cost time in proportion to the audio.
  const all = turn.audio.pcm();
  const span = speechSpanMs(all, wordEndingLevel(all));
  if (!span) return { ...first, confidence: 0 };
  if (question.maxSpeechMs !== undefined && span.endMs - span.startMs > question.maxSpeechMs) return first;
  const startMs = turn.audio.timeAt(0) + Math.max(0, span.startMs - QUESTION_AUDIO_MARGIN_MS);
  // A turn committed soon after the child stopped has less than the margin after the words: the air
  // allowed for is only what was decoded.
  const endMs = Math.min(turn.audio.timeAt(0) + span.endMs + QUESTION_AUDIO_MARGIN_MS, turn.audio.timeAt(all.length));
  // The question grammar and its parts heard apart (CompiledGrammar.alternatives), each against the same loop.
  const hearings = [grammar, ...(grammar.alternatives ?? [])].map((g) => ({ tagged: turn.decodeAgain(startMs, endMs, g), score: question.score() }));
  if (hearings.every((h) => h.tagged.every((w) => isHesitation(w.word)))) return { ...first, confidence: 0 };
  turn.decodeAgain(startMs, endMs, phoneLoopGrammar());
  const loopScore = question.score();
  const speech = { startMs: turn.audio.timeAt(0) + span.startMs, endMs: turn.audio.timeAt(0) + span.endMs };
  const judged = hearings.map(({ tagged, score }) => {
    const speechFrames = ((tagged.at(-1)?.endMs ?? 0) - (tagged[0]?.startMs ?? 0)) / 10;
    const sure = explainsSpeech(tagged, speech) && tagged.some((w) => !isHesitation(w.word)) ? questionConfidence(score, loopScore, speechFrames, (endMs - startMs) / 10) : 0;
    return { tagged, score, confidence: sure };
  });
  const { tagged, confidence } = judged.reduce((best, h) => (h.confidence > best.confidence || (h.confidence === best.confidence && h.score > best.score) ? h : best));
  const heard = tagged.filter((w) => !isHesitation(w.word)).map((w) => ({ ...w, word: untag(w.word) }));
  if (heard.length === 0) return { ...first, confidence: 0 };
  return {
    hypothesis: confidence >= QUESTION_OVER_READING ? { words: [], final: true } : first.hypothesis,
    intent: parseIntent(tagged.map((w) => w.word), grammar.intents ?? question.intents),
    words: heard,
    text: heard.map((w) => w.word).join(' '),
    confidence,
  };
}

/** The second look at the turn's doubtful gaps (gap-check.ts). */
function checkGaps(turn: EndedTurn, words: RecognizedWord[]): RecognizedWord[] {
  const gaps = gapsToCheck(words, joinSpans(turn.spans));
  if (gaps.length === 0) return words;
  const heard = gaps.map((gap) => turn.decodeAgain(gap.startMs, gap.endMs, gapGrammarFor(turn, gap.expected)));
  return applyGaps(words, gaps, heard);
}

/** The second listen to story content words heard only briefly (word-presence.ts). */
function checkPresence(turn: EndedTurn, words: RecognizedWord[]): RecognizedWord[] {
  const dictionary = loadPronouncingDictionary();
  const checks = presenceChecks(words, joinSpans(turn.spans), (word) => dictionary.lookup(word) !== undefined);
  if (checks.length === 0) return words;
  const heard = checks.map((check) => turn.decodeAgain(check.startMs, check.endMs, gapGrammarFor(turn, check.expected)));
  return applyPresenceChecks(words, checks, heard);
}

/** The gap check's grammar over `expected` (names with a spoken alias offered both ways). */
function gapGrammarFor(turn: EndedTurn, expected: readonly string[]): CompiledGrammar {
  return gapGrammar(expected, undefined, (word) => turn.known.has(spokenAlias(word)));
}

/** The second listen to each story content word (word-check.ts). */
function checkWords(turn: EndedTurn, words: RecognizedWord[]): RecognizedWord[] {
  if (turn.spans.length === 0) return words;
  const dictionary = loadPronouncingDictionary();
  const checked = new Map<number, string>();
  for (const index of wordsToCheck(words, joinSpans(turn.spans), dictionary)) {
    const word = words[index]!;
    const alikes = oneSoundAway(dictionary, word.word, dictionary.lookup(word.word) ?? []);
    if (alikes.length === 0) continue;
    const heard = turn.decodeAgain(word.startMs, word.endMs, wordCheckGrammar(word.word, alikes));
    if (heard.length === 1 && heard[0]!.word !== word.word) checked.set(index, heard[0]!.word);
  }
  return applyWordChecks(words, checked);
}

/**
 * The turn's last word runs on to where its speech stops, quiet ending included (a final "s"): the
 * decoder ends a turn's drawn-out last word early, which shortened the reading time and raised WCPM.
 */
function extendLastWord(turn: EndedTurn, words: RecognizedWord[]): RecognizedWord[] {
  const lastIndex = words.findLastIndex((w) => !isHesitation(w.word));
  const last = words[lastIndex];
  if (!last || !isReadingWord(last.word) || last.word === UNKNOWN_WORD) return words;
  const limitMs = Math.min(last.endMs + LAST_WORD_MAX_EXTENSION_MS, words[lastIndex + 1]?.startMs ?? Infinity);
  const all = turn.audio.pcm();
  const after = all.subarray(turn.audio.sampleAt(last.endMs), turn.audio.sampleAt(limitMs));
  const runMs = speechRunMs(after, wordEndingLevel(all));
  if (runMs === 0) return words;
  const out = [...words];
  out[lastIndex] = { ...last, endMs: Math.round(last.endMs + runMs) };
  return out;
}

/**
 * Speech the decoder put no word on at all, not even an unnamed one: it had lost the reader there (or
 * dropped what it heard when it started again), so the word after that speech is where it found them
 * again (RecognizedWord.refound) and the story words passed over went unheard, not left out. In a noisy
 * room a restart lost a reader's first two sentences, and the teacher's record showed them all omitted.
 */
function markUnheardSpeech(turn: EndedTurn, words: RecognizedWord[]): RecognizedWord[] {
  if (words.length === 0) return words;
  const all = turn.audio.pcm();
  const threshold = speechLevelOverNoise(all);
  const keptFromMs = turn.audio.timeAt(0);
  const keptUntilMs = turn.audio.timeAt(all.length);
  const speechBetweenMs = (fromMs: number, toMs: number): number => {
    const from = Math.max(fromMs, keptFromMs);
    const to = Math.min(toMs, keptUntilMs);
    if (to <= from) return 0;
    return msAbove(all.subarray(turn.audio.sampleAt(from), turn.audio.sampleAt(to)), threshold);
  };
  return words.map((w, i) => {
    const sinceMs = i === 0 ? keptFromMs : words[i - 1]!.endMs;
    return !w.refound && speechBetweenMs(sinceMs, w.startMs) >= UNHEARD_SPEECH_MIN_MS ? { ...w, refound: true } : w;
  });
}

/**
 * Unnamed words shrink to the speech inside them, and one with none is dropped: the decoder folds the
 * pause at a sentence's end into an unnamed word, which made a pause look like an extra word.
 */
function trimUnknownWords(turn: EndedTurn, words: RecognizedWord[]): RecognizedWord[] {
  if (!words.some((w) => w.word === UNKNOWN_WORD)) return words;
  const all = turn.audio.pcm();
  // Over the room's noise: in a chattering class the pauses pass the plain speech level, and a pause
  // folded into an unnamed word would keep its length as if it were spoken.
  const threshold = speechLevelOverNoise(all);
  // Audio past the turn's kept five minutes is gone: those words stay as the decoder timed them.
  const keptUntilMs = turn.audio.timeAt(all.length);
  return words.flatMap((w) => {
    if (w.word !== UNKNOWN_WORD || w.endMs > keptUntilMs) return [w];
    const from = turn.audio.sampleAt(w.startMs);
    const span = speechSpanMs(all.subarray(from, turn.audio.sampleAt(w.endMs)), threshold);
    // No speech in it at all: a pause, not a word.
    if (!span) return [];
    const startMs = turn.audio.timeAt(from);
    return [{ ...w, startMs: Math.round(startMs + span.startMs), endMs: Math.min(w.endMs, Math.round(startMs + span.endMs)) }];
  });
}
