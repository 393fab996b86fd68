/**
 * Splits a reply into pieces to synthesize one after another. The first piece is kept short (a long
 * first sentence is cut at a comma or after a few words) so the first audio is ready quickly.
 */

const SENTENCE = /[^.!?…]+(?:[.!?…]+["'”’)]*|$)/g;

export function splitForSpeech(text: string, options: { firstPieceMaxWords?: number } = {}): string[] {
  const firstMax = options.firstPieceMaxWords ?? 8;
  const sentences = (text.replace(/\s+/g, ' ').match(SENTENCE) ?? []).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
  const first = sentences[0];
  if (first === undefined) return [];
  const words = first.split(' ');
  // Cutting off a short tail ("… the bright | moon.") would cost prosody and save nothing.
  if (words.length <= firstMax + 2) return sentences;
  // Prefer a clause boundary inside the limit; otherwise cut at the limit.
  let cut = words.findIndex((w, i) => i >= 2 && i < firstMax && /[,;:—–]$/.test(w));
  if (cut < 0) cut = firstMax - 1;
  return [words.slice(0, cut + 1).join(' '), words.slice(cut + 1).join(' '), ...sentences.slice(1)];
}
