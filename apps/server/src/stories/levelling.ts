/**
 * Readability levelling for stories: the badge, level label and minutes the child sees on a story card.
 *
 * 1. Flesch-Kincaid grade level (Kincaid et al., 1975):
 *      FK = 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59
 *    Words are the reader's own tokens (`tokenizeStory` from shared), so counts match what is
 *    highlighted on screen. Syllables come from the `syllable` package (at least 1 per word).
 *    Sentences end at . ! or ? (after any closing quote or bracket) and at every paragraph end, so an
 *    unpunctuated title line is its own sentence; '"Look!" said Mia.' counts as two, as in most FK tools.
 *
 * 2. A Lexile-like measure. Real Lexile measures are MetaMetrics' proprietary analyser; this is only an
 *    estimate, shown on the badge as e.g. '540L'. It interpolates linearly between anchor points that
 *    pair the middle of each Common Core grade band with the midpoint of that band's Lexile range
 *    (grade 1: 190-530L; grades 2-3: 420-820L; 4-5: 740-1010L; 6-8: 925-1185L; 9-10: 1050-1335L;
 *    11-12: 1185-1385L). Beyond the ends the nearest segment's slope continues. The result is clamped to
 *    0-1600 and rounded to the nearest 10. A plain linear fit (e.g. 200 + 150 * FK) overshoots badly
 *    for teen texts: FK 10 would give 1700L, above any school band.
 *
 * 3. `reading_level`: 'Beginning reader' when FK rounds to 0 or below, 'Grade N' for 1..12, and
 *    'Adult' above 12.
 *
 * 4. `estimated_read_time`: whole minutes (at least 1) of words / oral reading rate for the band:
 *    60, 90, 120 and 150 words a minute for 6-8, 9-11, 12-14 and 15-18. These sit at or below the
 *    Hasbrouck & Tindal (2017) 50th-percentile spring oral reading norms for the youngest grade in each
 *    band, because reading with the companion includes pauses to talk, so the estimate errs long.
 */
import { syllable } from 'syllable';
import { splitParagraphs, tokenizeStory } from '@shared/text/tokenize';
import type { AgeProfileKey } from '@shared/constants/ages';

export type AgeBand = AgeProfileKey;

export interface StoryLevel {
  reading_level: string;
  lexile_level: string;
  /** Minutes. */
  estimated_read_time: number;
  word_count: number;
  /** Flesch-Kincaid grade, to one decimal place. */
  fk_grade: number;
}

export const READING_RATE_WPM: Record<AgeBand, number> = {
  '6-8': 60,
  '9-11': 90,
  '12-14': 120,
  '15-18': 150,
};

/** [FK grade, Lexile-like measure]: grade-band midpoints paired with Lexile-band midpoints. */
const LEXILE_ANCHORS: ReadonlyArray<readonly [number, number]> = [
  [1, 360],
  [2.5, 620],
  [4.5, 875],
  [7, 1055],
  [9.5, 1190],
  [11.5, 1285],
];
const LEXILE_MIN = 0;
const LEXILE_MAX = 1600;

const SENTENCE_END = /[.!?]+["'\u201d\u2019)\]]*(?=\s|$)/g;

function countSentences(content: string): number {
  return splitParagraphs(content).reduce((total, paragraph) => {
    const marks = paragraph.match(SENTENCE_END)?.length ?? 0;
    const endsWithMark = /[.!?]+["'\u201d\u2019)\]]*$/.test(paragraph);
    return total + marks + (endsWithMark ? 0 : 1);
  }, 0);
}

export function fleschKincaidGrade(content: string): { grade: number; words: number } {
  const words = tokenizeStory(content).words;
  if (words.length === 0) return { grade: 0, words: 0 };
  const syllables = words.reduce((total, word) => total + Math.max(1, syllable(word.norm)), 0);
  const sentences = Math.max(1, countSentences(content));
  const grade = 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
  return { grade, words: words.length };
}

function interpolate(fk: number): number {
  // The segment whose upper anchor is at or above fk; the first and last segments extrapolate.
  let index = 0;
  while (index < LEXILE_ANCHORS.length - 2 && fk > (LEXILE_ANCHORS[index + 1]?.[0] ?? Infinity)) index += 1;
  const from = LEXILE_ANCHORS[index];
  const to = LEXILE_ANCHORS[index + 1];
  if (!from || !to) throw new Error('LEXILE_ANCHORS needs at least two points');
  return from[1] + ((to[1] - from[1]) / (to[0] - from[0])) * (fk - from[0]);
}

export function lexileFromGrade(fk: number): string {
  const measure = Math.min(LEXILE_MAX, Math.max(LEXILE_MIN, interpolate(fk)));
  return `${Math.round(measure / 10) * 10}L`;
}

export function readingLevelLabel(fk: number): string {
  const grade = Math.round(fk);
  if (grade <= 0) return 'Beginning reader';
  if (grade > 12) return 'Adult';
  return `Grade ${grade}`;
}

export function levelStory(content: string, ageBand: AgeBand): StoryLevel {
  const { grade, words } = fleschKincaidGrade(content);
  return {
    reading_level: readingLevelLabel(grade),
    lexile_level: lexileFromGrade(grade),
    estimated_read_time: Math.max(1, Math.round(words / READING_RATE_WPM[ageBand])),
    word_count: words,
    fk_grade: Math.round(grade * 10) / 10,
  };
}
