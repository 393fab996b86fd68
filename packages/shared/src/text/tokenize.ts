/**
 * The story text model shared by the web reader and the server's tracker: paragraphs split at blank
 * lines, words split at white space, each word with a stable index across the whole story. The reader
 * colours tokens by index; the tracker aligns recognised words to `norm`.
 */
export interface WordToken {
  /** Position of the word in the whole story, from 0. */
  index: number;
  /** The word as written, with its punctuation ("Mia's," or "“Look!”"). */
  text: string;
  /** Lower-case letters, digits, inner apostrophes and hyphens: what a reader says ("mia's", "look"). */
  norm: string;
  /** Index of the paragraph the word belongs to. */
  paragraph: number;
}

export interface StoryParagraph {
  index: number;
  words: WordToken[];
}

export interface TokenizedStory {
  paragraphs: StoryParagraph[];
  words: WordToken[];
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Normalises a written or recognised word for comparison: "“Hello,”" → "hello", "Don’t" → "don't". */
export function normalizeWord(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(EDGE_PUNCTUATION, '');
}

/** Splits story content into paragraphs at blank lines (one or more empty lines). */
export function splitParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/**
 * Tokenizes a story. A piece of text with no letters or digits (a lone dash, an ellipsis) is not a word:
 * it is glued to the word before it so the reader still shows it.
 */
export function tokenizeStory(content: string): TokenizedStory {
  const words: WordToken[] = [];
  const paragraphs: StoryParagraph[] = splitParagraphs(content).map((text, paragraphIndex) => {
    const paragraphWords: WordToken[] = [];
    for (const piece of text.split(' ')) {
      const norm = normalizeWord(piece);
      if (norm.length === 0) {
        const previous = paragraphWords.at(-1);
        if (previous) previous.text = `${previous.text} ${piece}`;
        continue;
      }
      const token: WordToken = { index: words.length, text: piece, norm, paragraph: paragraphIndex };
      words.push(token);
      paragraphWords.push(token);
    }
    return { index: paragraphIndex, words: paragraphWords };
  });
  return { paragraphs: paragraphs.filter((p) => p.words.length > 0), words };
}

/** Number of words a reader would count in a text. */
export function countWords(content: string): number {
  return tokenizeStory(content).words.length;
}
