import type { RecognizedWord } from '../types';

/** Words from "word:ms word:ms …" (`defaultMs` when a word has no length), back to back from 0. */
export function timedWords(spec: string, defaultMs: number): RecognizedWord[] {
  let at = 0;
  return spec.split(' ').map((item) => {
    const [word = '', ms = String(defaultMs)] = item.split(':');
    const w = { word, startMs: at, endMs: at + Number(ms) };
    at += Number(ms);
    return w;
  });
}
