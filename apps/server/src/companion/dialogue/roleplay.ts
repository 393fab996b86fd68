/**
 * RoleRanger: answering as a story character, in the first person, from what the story says about
 * them (their own lines, traits, actions and the sentences that name them), and the roleplay log the
 * teacher's Roleplay tab lists.
 */
import type { AgeBand } from '../age-band';
import type { RoleplayOpportunity, StoryAnalysis } from '../analysis/types';
import { contentWords } from '../../language/text';
import { contentLemmas } from '../../language/nlp';
import { fitToBand } from '../../language/limit';
import { recognizeIntent } from '../../language/intents';
import { findAnswer } from '../answers/find-answer';
import { parseStory } from '../analysis/parsed-story';
import { titledNames } from '../analysis/characters';

export interface RoleplayState {
  character: string | null;
  turn: number;
  /** Lines and sentences already used, so the character does not repeat itself. */
  used: string[];
  /** What the character said last: never said again straight away. */
  lastReply?: string | null;
}

/** Teacher-side section 3, Roleplay log; `emotionScore` is a percentage, 0–100. */
export interface RoleplayLogRecord {
  turn: number;
  character: string;
  dialogue: string;
  emotionScore: number;
}

export function createRoleplayState(): RoleplayState {
  return { character: null, turn: 0, used: [], lastReply: null };
}

const EMOTION_WORDS: Record<string, number> = {
  happy: 0.7, glad: 0.6, love: 0.8, loved: 0.8, laugh: 0.7, laughing: 0.7, safe: 0.5, proud: 0.7, excited: 0.9,
  scared: 0.9, afraid: 0.9, sad: 0.8, angry: 0.9, furious: 1, worried: 0.7, brave: 0.6, hungry: 0.5, tired: 0.4,
  yay: 0.9, wow: 0.8, hooray: 1, oh: 0.4, no: 0.3, help: 0.7, together: 0.4, saved: 0.7, clever: 0.5,
};

/** How much feeling a line carries, 0–100: emotion words and exclamation marks. */
export function emotionScore(text: string): number {
  const words = contentWords(text).concat(text.toLowerCase().match(/\b(?:oh|no|wow|yay)\b/g) ?? []);
  const strongest = words.reduce((max, w) => Math.max(max, EMOTION_WORDS[w] ?? 0), 0);
  const exclamations = Math.min(2, (text.match(/!/g) ?? []).length) * 0.15;
  return Math.round(Math.min(1, strongest * 0.7 + exclamations + 0.1) * 100);
}

export interface RoleplayStep {
  state: RoleplayState;
  reply: string;
  log: RoleplayLogRecord;
}

function characterFacts(analysis: StoryAnalysis, name: string): RoleplayOpportunity | undefined {
  return analysis.roleplay_opportunities.find((c) => c.character === name);
}

const INVITES = ['Ask me about my story!', 'What do you want to know?', 'Ask me anything about what happened!'];

/** The character introduces themselves, in their own words from the story when they have some. */
export function startRoleplay(analysis: StoryAnalysis, band: AgeBand, character: string, previous: RoleplayState | null = null): RoleplayStep {
  const facts = characterFacts(analysis, character);
  const trait = facts?.traits[0];
  const line = facts?.lines.find((l) => !(previous?.used ?? []).includes(l));
  const round = previous?.turn ?? 0;
  // "Hi! I'm Mr Vale!", as the story calls him, not the analysis's bare "Vale".
  const named = titledNames(character, analysis.sentences.join(' '))[0] ?? character;
  const intro = band === '6-8' || band === '9-11' ? `Hi! I'm ${named}!` : `Hello, I'm ${named}.`;
  const own = line ? `I said, "${line}"` : trait ? `I'm ${trait}.` : '';
  let reply = fitToBand([intro, own, INVITES[round % INVITES.length] ?? ''].filter(Boolean).join(' '), band);
  if (reply === previous?.lastReply) reply = fitToBand(`${intro} ${INVITES[(round + 1) % INVITES.length] ?? ''}`, band);
  const state: RoleplayState = { character, turn: round + 1, used: [...(previous?.used ?? []), ...(line ? [line] : [])], lastReply: reply };
  return { state, reply, log: { turn: state.turn, character, dialogue: reply, emotionScore: emotionScore(reply) } };
}

const FALLBACKS = [
  "Hmm, the story doesn't tell that part. Ask me what I did!",
  "I don't remember that! Ask me about something that happened.",
  "Good question! Keep reading and we'll find out.",
];

const FEELING_QUESTION = /\bhow (?:do|did|does) you feel\b|\bare you (?:ok|okay|happy|sad|scared|afraid|angry)\b|\bwere you (?:scared|afraid|happy|sad|angry)\b/i;
const SAY_QUESTION = /\bwhat (?:did|do|does) you (?:say|said|shout|tell)\b|\bsay something\b/i;

/** The character answers the child's message using the story. */
export function continueRoleplay(state: RoleplayState, analysis: StoryAnalysis, band: AgeBand, message: string): RoleplayStep {
  const character = state.character ?? analysis.roleplay_opportunities[0]?.character ?? 'a story friend';
  const facts = characterFacts(analysis, character);
  const asked = new Set(contentLemmas(message));
  const last = state.used.at(-1);
  const fresh = (texts: readonly string[]): string[] => {
    const unused = texts.filter((t) => !state.used.includes(t));
    // Once all are used they come round again, but never the one just said.
    return unused.length > 0 ? unused : texts.filter((t) => t !== last);
  };
  const firstName = (character.split(' ')[0] ?? character).toLowerCase();
  const lines = fresh(facts?.lines ?? []);
  const sentences = fresh(analysis.sentences.filter((s) => new RegExp(`\\b${escapeRegExp(firstName)}\\b`, 'i').test(s)));
  let reply: string;
  let used: string | null = null;
  // "why were you happy" asks for the reason, which the story tells; "were you happy" for the feeling.
  if (FEELING_QUESTION.test(message) && !/^\s*why\b/i.test(message)) {
    reply = facts && facts.traits.length > 0 ? `I felt ${facts.traits.slice(0, 2).join(' and ')}!` : `Hmm, how do you think ${character} felt? I'd love to hear!`;
  } else if (SAY_QUESTION.test(message) && lines[0]) {
    used = lines[0];
    reply = `I said, "${used}"`;
  } else {
    // A line that answers the question beats a fresh one: "what was broken" → "The bulb is broken", even
    // when the greeting used it (only the reply just given is never said again, below).
    const answering = bestByOverlap(facts?.lines ?? [], asked, (text) => (lines.includes(text) ? 0.25 : 0));
    const line = answering && overlap(answering, asked) > 0 ? answering : bestByOverlap(lines, asked);
    // On a tie, a sentence the character leads ("The wolf climbed…") can be told in the first person.
    const sentence = bestByOverlap(sentences, asked, (text) => (firstPerson(text, character).startsWith('In my story') ? 0 : 0.5));
    const found = line && overlap(line, asked) > 0 ? null : answerInCharacter(analysis, character, message);
    if (line && (overlap(line, asked) > 0 || !sentence)) {
      used = line;
      reply = `I said, "${line}"`;
    } else if (found) {
      used = found.sentence;
      reply = found.reply;
    } else if (sentence && asked.size > 0 && recognizeIntent(message).kind === 'question' && overlap(sentence, asked) === 0) {
      // A pointed question nothing of theirs touches gets an honest "I don't remember", not a random
      // sentence; "what did you do" (no content word) is told from their sentences in turn.
      reply = FALLBACKS[state.turn % FALLBACKS.length] ?? '';
    } else if (sentence) {
      used = sentence;
      reply = firstPerson(sentence, character);
    } else {
      reply = FALLBACKS[state.turn % FALLBACKS.length] ?? '';
    }
  }
  const turn = state.turn + 1;
  let fitted = fitToBand(reply, band);
  if (fitted === state.lastReply) {
    // The same words twice in a row sound broken: another line, another sentence, or another fallback.
    const other = lines.find((l) => l !== used) ?? sentences.find((t) => t !== used);
    used = other ?? null;
    fitted = fitToBand(other ? (lines.includes(other) ? `I said, "${other}"` : firstPerson(other, character)) : (FALLBACKS[(state.turn + 1) % FALLBACKS.length] ?? ''), band);
  }
  return {
    state: { character, turn, used: used ? [...state.used, used] : state.used, lastReply: fitted },
    reply: fitted,
    log: { turn, character, dialogue: fitted, emotionScore: emotionScore(fitted) },
  };
}

/**
 * A question to the character answered from the story as a question about them ("why did you help
 * Hana" → "why did Leo help Hana"), told in the first person.
 */
function answerInCharacter(analysis: StoryAnalysis, character: string, message: string): { reply: string; sentence: string } | null {
  const asked = message
    .replace(/\byours\b/gi, `${character}'s`)
    .replace(/\byour\b/gi, `${character}'s`)
    .replace(/\byou\b/gi, character);
  const intent = recognizeIntent(asked);
  if (intent.kind !== 'question') return null;
  const characters = analysis.roleplay_opportunities.map((c) => c.character);
  const answer = findAnswer(intent, parseStory(analysis.sentences.join(' ')), characters);
  // Only a pointed answer ("where", "who", "what did you find"), or one about someone else ("who is
  // Finn"): "what did you do" is told from the character's own sentences in turn, below.
  const aboutOther = characters.some((c) => c !== character && asked.toLowerCase().includes(c.toLowerCase()));
  if (!answer?.short && !(aboutOther && answer)) return null;
  // The answer's sentence is about this character, so a leading "He"/"She" is them.
  const told = firstPerson(answer.sentence.replace(/["\u201c\u201d]/g, '').replace(/^(?:He|She) /, `${character} `), character)
    .replace(/^(I .*?\.) (?:He|She) /, '$1 I ');
  const short = answer.short?.replace(/[.!?]+$/, '');
  // Told in the first person the sentence answers by itself; "In my story: …" gets the answer first.
  const lead = answer.statement && told.startsWith('In my story') ? `${answer.statement} `
    : short && told.startsWith('In my story') ? `${short.charAt(0).toUpperCase()}${short.slice(1)}! ` : '';
  return { reply: `${lead}${told}`, sentence: answer.sentence };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function overlap(text: string, asked: ReadonlySet<string>): number {
  return contentLemmas(text).filter((l) => asked.has(l)).length;
}

function bestByOverlap(texts: readonly string[], asked: ReadonlySet<string>, bonus: (text: string) => number = () => 0): string | null {
  let best: string | null = null;
  let bestScore = -1;
  for (const text of texts) {
    const score = overlap(text, asked) + bonus(text);
    if (score > bestScore) {
      best = text;
      bestScore = score;
    }
  }
  return best;
}

/** "Leo found a ladder in the shed." → "I found a ladder in the shed." when the name leads the sentence. */
function firstPerson(sentence: string, character: string): string {
  const names = [character, character.split(' ')[0] ?? character];
  for (const name of names) {
    const leading = new RegExp(`^(?:[A-Z][a-z]+(?: [a-z]+)*, )?(?:the )?${escapeRegExp(name)}\\b`, 'i');
    const match = leading.exec(sentence);
    if (match) {
      const rest = sentence.slice(match[0].length);
      // In a sentence the character leads, "his"/"her" right after the verb is theirs ("I helped my uncle").
      return `${match[0].replace(new RegExp(`(?:the )?${escapeRegExp(name)}$`, 'i'), 'I')}${rest.replace(/^( \w+) (?:his|her) (?!(?:a|an|the|some|to|and|at|in|on)\b)/, '$1 my ')}`
        .replace(/\b(because|and|but|when|then|so) (?:he|she)\b/, '$1 I')
        // "Tess and Grandad got off" → "Grandad and I got off".
        .replace(/^I and ((?:\p{Lu}\p{Ll}+ ?)+) /u, '$1 and I ');
    }
  }
  return `In my story: ${sentence}`;
}
