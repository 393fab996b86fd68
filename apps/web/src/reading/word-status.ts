/**
 * Colouring of the story text while the child reads: words before the current index are read (green),
 * the current word is highlighted (yellow, bold), the rest are upcoming (grey).
 */
export type WordStatus = 'read' | 'current' | 'upcoming';

/** `currentIndex` is the server's current_word_index: the word the child is on; null before any progress. */
export function wordStatus(wordIndex: number, currentIndex: number | null): WordStatus {
  const current = currentIndex ?? 0;
  if (wordIndex < current) return 'read';
  if (wordIndex === current) return 'current';
  return 'upcoming';
}

/** Percentage shown on the progress card, whole numbers, clamped to 0-100. */
export function completionPercent(wordsRead: number, totalWords: number): number {
  if (totalWords <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((wordsRead / totalWords) * 100)));
}
