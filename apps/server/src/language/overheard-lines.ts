/**
 * Which of Debian's open-vocabulary transcripts may be taken as heard. The story's grammars hold what a
 * child says about the story; they cannot hold chatter about the child's own life ("i got a new video
 * game") or every way of saying the text is too hard, and such lines were asked again and again. Debian's
 * general model hears everyday English like that well, yet garbles story questions ("who is biscuit" →
 * "it is good", "who was uncle dev" → "i wasn't all that"). So its transcript counts only in two shapes:
 * chatter about the child that names nothing in the story (answered by steering back to the story), and
 * "this is too hard" (answered by help with the sentence). Both replies do no harm when the guess is wrong,
 * and neither answers a question.
 */
import { recognizeIntent } from './intents';
import { contentLemmas, isContentToken, parseTokens } from './nlp';

/** How chatter about the child begins: what they like, have, did, and questions about the companion's own life. */
const CHATTER =
  /^(?:(?:i|we) (?:really |just |also )?(?:like|love|liked|loved|got|have|had|want|wanted|went|played|play|saw|watched|ate|made)|i'?m (?:hungry|tired|bored|thirsty|sleepy|going)|i am (?:hungry|tired|bored|thirsty|sleepy|going)|(?:do|did|have|can|could|will|would) you (?:like|love|have|want|play|know|ever|watch|eat|go|live)|my (?:favou?rite|best friend|friend|dog|cat|pet|mum|mom|dad|brother|sister|birthday|teacher|game)|what(?:'s| is) your favou?rite|(?:can|could|shall) we (?:play|go|watch)|guess what)\b/;

/** Words of distress or harm: such a line is never waved back to the story on a guess (the screen may have missed it). */
const TROUBLE =
  /\b(?:hurt|hurts|hit|hits|kill|die|died|dead|sad|cry|crying|scared|afraid|hate|alone|nobody|lonely|sick|pain|bleed|blood|punch|kick|angry|mad|bully|bullied|touch|touched|secret|scary|worried|miss|lost|run away)\b/;

/** Chatter needs a few words: "i like" alone is too little to go on. */
const MIN_CHATTER_WORDS = 3;

export type OverheardKind = 'chatter' | 'explain';

/**
 * The kind of an open-vocabulary transcript the companion may act on, or null (screened for safety only).
 * `storyText` is the story being read: chatter naming a thing or person of it may be a garbled question
 * (nouns only: "i like playing football" is chatter in a story where someone played).
 */
export function overheardLineKind(transcript: string, storyText: string | null): OverheardKind | null {
  const text = transcript.toLowerCase().replace(/[^a-z' ]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length === 0) return null;
  if (recognizeIntent(text).kind === 'explain') return 'explain';
  if (!CHATTER.test(text) || TROUBLE.test(text) || text.split(' ').length < MIN_CHATTER_WORDS) return null;
  const story = new Set(contentLemmas(storyText ?? ''));
  const nouns = parseTokens(text).filter((t) => isContentToken(t) && (t.pos === 'NOUN' || t.pos === 'PROPN'));
  return nouns.some((t) => story.has(t.lemma)) ? null : 'chatter';
}
