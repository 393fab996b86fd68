import { describe, expect, it } from 'vitest';
import { isFamiliarWord, zipfFrequency } from './frequency';
import { slowForm, splitSyllables } from '../slow-form';
import { syllablesOf } from '../syllables';
import { splitSentences, stem } from '../text';
import { lookupWord, verbBase } from './wordnet';

describe('word knowledge', () => {
  it('reads WordNet definitions, undoing inflections', () => {
    expect(lookupWord('meadow')[0]?.definition).toContain('field');
    expect(lookupWord('wolves')[0]?.lemma).toBe('wolf');
    expect(lookupWord('zzkxq')).toEqual([]);
  });

  it('never offers a drug or adult sense as a meaning', () => {
    expect(lookupWord('huffed').map((s) => s.definition).join(' ')).not.toMatch(/drug/);
  });

  it('splits words into spoken pieces', () => {
    expect(splitSyllables('dangerous')).toEqual(['dan', 'ger', 'ous']);
    expect(slowForm('brave')).toBe('b-r-ave');
    expect(slowForm('ship')).toBe('sh-ip');
    expect(slowForm('happy')).toBe('hap-py');
  });

  it('says a word slowly with the same syllables the reader card shows, never splitting a starting cluster', () => {
    for (const word of ['started', 'different', 'kitchen', 'adventure']) expect(splitSyllables(word)).toEqual(syllablesOf(word));
    expect(slowForm('started')).toBe('start-ed');
    expect(slowForm('different')).toBe('dif-fer-ent');
  });

  it('knows common from rare words', () => {
    expect(zipfFrequency('the')).toBeGreaterThan(zipfFrequency('spool'));
    expect(isFamiliarWord('house')).toBe(true);
    expect(isFamiliarWord('enormous')).toBe(false);
  });

  it('maps variants onto one stem and past verbs onto their base', () => {
    expect(stem('running')).toBe(stem('runs'));
    expect(stem('ran')).toBe('run');
    expect(verbBase('found')).toBe('find');
    expect(verbBase('danced')).toBe('dance');
    expect(verbBase('table')).toBeNull();
  });

  it('keeps a quoted exclamation and its speaker in one sentence', () => {
    expect(splitSentences('"Stop!" said Tom. He ran.')).toEqual(['"Stop!" said Tom.', 'He ran.']);
  });
});
