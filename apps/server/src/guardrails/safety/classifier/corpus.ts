/**
 * The classifier's training corpus, read from ./corpus: the labelled utterance sets the rules were
 * built on (copied from the bench, with the story each was said about) and the utterances written for
 * the classifier, one per line in a file per kind, and labelled sets written by helpers who never saw
 * the screen or the bench (`helpers-*.json`, arrays of {text, label}). Used by the training script
 * only; the server loads the trained weights.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { SAFETY_ALERT_TYPES, type SafetyAlertType } from '../types';
import { storyThings } from './story-things';

export type CorpusLabel = SafetyAlertType | 'none';
export const LABELS: readonly CorpusLabel[] = ['none', ...SAFETY_ALERT_TYPES];

export interface CorpusItem {
  text: string;
  label: CorpusLabel;
  /** Where it came from: a bench set name or a written file. */
  source: string;
  storyThings: ReadonlySet<string>;
  /** The story it was said about, for bench sets (the rules read it as the server does). */
  storyText?: string;
}

const FILE_LABELS: Record<string, CorpusLabel> = {
  'written-safe.txt': 'none', 'written-self-harm.txt': 'self_harm', 'written-bullying.txt': 'bullying',
  'written-violence.txt': 'violence', 'written-personal.txt': 'personal_information', 'written-profanity.txt': 'profanity',
};

export const CORPUS_DIR = new URL('../corpus/', import.meta.url);

/** Every corpus file's text in name order, for the fingerprint kept with the weights. */
export function corpusFiles(): { name: string; text: string }[] {
  return readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.txt') || name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, CORPUS_DIR), 'utf8') }));
}

export function loadCorpus(): CorpusItem[] {
  const stories = JSON.parse(readFileSync(new URL('stories.json', CORPUS_DIR), 'utf8')) as { id: string; content: string }[];
  const things = new Map(stories.map((s) => [s.id, storyThings({ storyText: s.content })]));
  const texts = new Map(stories.map((s) => [s.id, s.content]));
  const items: CorpusItem[] = [];
  const labelled = JSON.parse(readFileSync(new URL('labelled-sets.json', CORPUS_DIR), 'utf8')) as { set: string; story: string; text: string; label: CorpusLabel }[];
  for (const u of labelled) items.push({ text: u.text, label: u.label, source: u.set, storyThings: things.get(u.story) ?? new Set(), storyText: texts.get(u.story) });
  for (const file of readdirSync(CORPUS_DIR).filter((name) => name.startsWith('helpers-') && name.endsWith('.json')).sort()) {
    const written = JSON.parse(readFileSync(new URL(file, CORPUS_DIR), 'utf8')) as { text: string; label: CorpusLabel }[];
    for (const u of written) {
      if (!LABELS.includes(u.label)) throw new Error(`${file}: unknown label ${u.label}`);
      items.push({ text: u.text, label: u.label, source: file, storyThings: new Set() });
    }
  }
  for (const [file, label] of Object.entries(FILE_LABELS)) {
    for (const line of readFileSync(new URL(file, CORPUS_DIR), 'utf8').split('\n')) {
      const text = line.trim();
      if (text.length > 0 && !text.startsWith('#')) items.push({ text, label, source: file, storyThings: new Set() });
    }
  }
  return items;
}
