/**
 * What the companion says to a question about the story: a short answer fitted to the band and, for
 * 6–8 and 9–11, the story sentence read back; a kind "I can't find that" pointing back to the page
 * when the story does not hold the answer; a clue (not the ending) for "what happens next"; and the
 * current sentence told again simply for "I don't get it".
 */
import { maxWordsFor, type AgeBand } from '../age-band';
import { countSpokenWords } from '../../language/text';
import type { StoryAnalysis } from '../analysis/types';
import type { QuestionWord } from '../../language/intents';
import { fitToBand } from '../../language/limit';
import { parseSentences, parseTokens, type NlpToken } from '../../language/nlp';
import { childMeaning } from '../meanings/child-meaning';
import { parseStory, sentenceIndexAtWord } from '../analysis/parsed-story';
import { findAnswer } from './find-answer';
import { subjectBefore } from '../analysis/phrases';

const READ_BACK: ReadonlySet<AgeBand> = new Set(['6-8', '9-11']);

const NOT_FOUND: Record<AgeBand, string> = {
  '6-8': "Hmm, I can't find that in the story. Let's look at the page together!",
  '9-11': "I can't find that in the story. Let's look back at the page together.",
  '12-14': "I can't find that in the story. Have a look back at the text with me.",
  '15-18': "The story doesn't seem to say that. It may be worth looking back at the text.",
};

/** Whether a reply is the "I can't find that in the story" of a literal question. */
export function isNotFound(reply: string): boolean {
  return Object.values(NOT_FOUND).some((text) => reply.startsWith(text.split('.')[0] ?? text));
}

function storyOf(analysis: StoryAnalysis) {
  return parseStory(analysis.sentences.join(' '));
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The reply to a literal question about the story. */
export function storyAnswerReply(band: AgeBand, question: { wh: QuestionWord; text: string }, analysis: StoryAnalysis): string {
  const characters = analysis.roleplay_opportunities.map((c) => c.character);
  const answer = findAnswer(question, storyOf(analysis), characters);
  if (!answer) return fitToBand(NOT_FOUND[band], band);
  const said = `The story says: ${answer.sentence.replace(/["\u201c\u201d]/g, '')}`;
  let lead: string | null = answer.statement ?? (answer.short ? `${capital(answer.short.replace(/[.!?]+$/, ''))}.` : null);
  if (!lead && question.wh === 'why') {
    // Stories tell a cause before its effect ("heavy rain began to fall. By evening the river had risen"):
    // with no reason given, what happened just before is the clue, offered as that and not as the answer.
    const story = storyOf(analysis);
    const here = story.sentences[answer.sentenceIndex];
    const before = answer.sentenceIndex > 0 && here && !stateBeforeAsked(here.tokens, question.text) ? story.sentences[answer.sentenceIndex - 1]?.text.replace(/["\u201c\u201d]/g, '') : undefined;
    lead = band === '6-8' ? "The story doesn't say why." : "The story doesn't say exactly why.";
    const clue = before ? [`${lead} Just before, it says: ${before}`, `It doesn't say why. Just before: ${before}`, `Just before that: ${before}`].find((o) => countSpokenWords(o) <= maxWordsFor(band)) : undefined;
    if (clue) return clue;
  }
  if (!lead) return fitToBand(said, band);
  return fitToBand(READ_BACK.has(band) ? `${lead} ${said}` : lead, band);
}

/**
 * Whether the sentence says something of its own before the asked verb ("The lamb was stuck …, bleating"):
 * then it holds the likely cause itself, and the sentence before is no clue.
 */
function stateBeforeAsked(tokens: readonly NlpToken[], question: string): boolean {
  // The question's words as the tagger may read them ("why did the river rise": "rise" a noun there).
  const asked = new Set(parseTokens(question).filter((t) => ['VERB', 'ADJ', 'NOUN'].includes(t.pos)).map((t) => t.lemma));
  const at = tokens.findIndex((t) => (t.pos === 'VERB' || t.pos === 'ADJ') && asked.has(t.lemma));
  if (at < 0) return true;
  // "Ruby felt sad, but she …": what comes before "but" is set against the verb, not its cause.
  const from = tokens.slice(0, at).findLastIndex((t) => t.normal === 'but') + 1;
  // "she carried the jar and let Pebble go": a verb joined by "and" is the next thing done, not a cause;
  // only a state said before it may be ("was stuck …, bleating").
  let j = at - 1;
  while (tokens[j]?.pos === 'ADV') j -= 1;
  const joined = tokens[j]?.normal === 'and';
  return tokens.slice(from, at).some((t, i) => (!joined && t.pos === 'VERB' && t.lemma !== 'be') || (t.pos === 'ADJ' && tokens[from + i - 1]?.pos === 'AUX'));
}

/** Content nouns of a sentence, in order. */
function nounsOf(text: string): string[] {
  return parseSentences(text).flatMap((s) => s.tokens.filter((t) => t.pos === 'NOUN').map((t) => t.normal));
}

/** "What happens next?": a clue from the part just ahead of the reader, or a prediction prompt. */
export function nextHint(band: AgeBand, analysis: StoryAnalysis, readWordIndex: number | null): string {
  const story = storyOf(analysis);
  const at = readWordIndex === null ? null : sentenceIndexAtWord(story, readWordIndex);
  if (at === null) {
    return fitToBand(readWordIndex !== null && story.sentences.length > 0
      ? 'That was the end of the story! What was your favourite part?'
      : 'What do you think will happen? Read on and find out!', band);
  }
  const seen = new Set(story.sentences.slice(0, at + 1).flatMap((s) => nounsOf(s.text)));
  const ahead = story.sentences.slice(at + 1, at + 4).flatMap((s) => nounsOf(s.text));
  const clue = ahead.find((noun) => !seen.has(noun)) ?? ahead[0];
  if (!clue) return fitToBand('What do you think will happen? Read on and find out!', band);
  return fitToBand(band === '6-8'
    ? `What do you think? Here is a clue: look out for the ${clue}! Read on to see.`
    : `What do you think will happen? A clue: watch for the ${clue}. Read on to find out!`, band);
}

/** "I don't get it": who the sentence is about, its hardest word in simple words, then the sentence again. */
export function explainSentence(band: AgeBand, sentence: string | null, analysis: StoryAnalysis | null): string {
  if (!sentence) return fitToBand(band === '6-8' ? "That's okay! Read the line out loud to me and we'll look at it together." : "That's okay. Read me the sentence and we can look at it together.", band);
  const parsed = parseSentences(sentence)[0];
  const characters = analysis?.roleplay_opportunities.map((c) => c.character) ?? [];
  const about = characters.find((c) => sentence.includes(c.split(' ')[0] ?? c))
    ?? (parsed ? subjectBefore(parsed.tokens, parsed.tokens.findIndex((t) => t.pos === 'VERB'), null) : null);
  const hard = analysis?.hard_words.find((h) => new RegExp(`\\b${h.word}\\b`, 'i').test(sentence));
  const meaning = hard ? childMeaning(hard.word, band, sentence) : null;
  // With no hard word to explain, the child is asked where the trouble is instead of hearing the line alone.
  const again = meaning ? `Listen again: ${sentence}` : `Listen again: ${sentence} ${band === '6-8' ? 'Which word is tricky?' : 'Which part is tricky?'}`;
  // The sentence itself matters most: the other parts go first when the band's limit is near.
  const options = [
    [band === '6-8' ? "That's okay!" : 'No problem.', about ? `This part is about ${about}.` : '', meaning ?? '', again],
    [about ? `This part is about ${about}.` : '', meaning ?? '', again],
    [meaning ?? '', again],
    [again],
  ].map((parts) => parts.filter((p) => p.length > 0).join(' '));
  return fitToBand(options.find((o) => countSpokenWords(o) <= maxWordsFor(band)) ?? again, band);
}
