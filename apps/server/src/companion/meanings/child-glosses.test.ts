import { describe, expect, it } from 'vitest';
import { childGlosses, parseChildGlosses } from './child-glosses';
import { childMeaning } from './child-meaning';
import { isFamiliarWord, zipfFrequency } from '../../language/lexicon/frequency';

describe('the child glosses', () => {
  it('say every meaning in a short line of words a young reader knows', () => {
    const hard: string[] = [];
    for (const [word, entry] of childGlosses()) {
      for (const gloss of Object.values(entry)) {
        const words = gloss.toLowerCase().split(/[^a-z']+/).filter(Boolean);
        expect(words.length, `${word}: ${gloss}`).toBeLessThanOrEqual(14);
        // Dale-Chall's familiar words, or words about as common as "gently" (Zipf 2.8 ≈ 0.6 per million).
        hard.push(...words.filter((w) => w !== word && !isFamiliarWord(w) && zipfFrequency(w) < 2.8).map((w) => `${word}: ${w}`));
      }
    }
    expect(hard).toEqual([]);
    expect(childGlosses().size).toBeGreaterThan(1000);
  });

  it('refuse a line that is not "word: meaning", and a word given twice', () => {
    expect(() => parseChildGlosses('brave - not afraid')).toThrow(/line 1/);
    expect(() => parseChildGlosses('brave: not afraid\nbrave: bold')).toThrow(/twice/);
    expect(parseChildGlosses('# a note\nbark/verb: a dog sound\nbark/noun: tree skin').get('bark')).toEqual({ verb: 'a dog sound', noun: 'tree skin' });
  });

  // Sentences written for this test, none from the bench's stories.
  it('give the meaning the word has in the story sentence', () => {
    expect(childMeaning('barked', '6-8', 'The puppy barked at the postman.')).toMatch(/dog/);
    expect(childMeaning('bark', '6-8', 'The bark of the old tree was rough and grey.')).toMatch(/tree/);
    expect(childMeaning('cheered', '6-8', 'Everyone cheered when the team won.')).toMatch(/^To cheer means to shout/);
    expect(childMeaning('splashed', '9-11', 'The twins splashed in the shallow pool.')).toMatch(/water/);
  });

  it('find a word by its lemma, and say a describing word as one', () => {
    expect(childMeaning('borrowed', '6-8', 'Leo borrowed a pencil from his friend.')).toBe('To borrow means to take something and give it back later.');
    expect(childMeaning('nervous', '6-8', 'Ada felt nervous before the race.')).toMatch(/^Nervous means .*(?:scared|worried)/);
    expect(childMeaning('sturdier', '9-11', 'The new bridge was sturdier than the old one.')).toMatch(/strong/);
  });

  it('leave a word to WordNet when its entries are for another part of speech, and older readers to WordNet', () => {
    // "rest" the verb is glossed; "the rest of the cake" is not that.
    expect(childMeaning('rest', '6-8', 'Sam ate the rest of the cake.')).not.toMatch(/relax or sleep/);
    expect(childMeaning('nervous', '15-18', 'Ada felt nervous before the race.')).not.toMatch(/a bit scared/);
  });
});
