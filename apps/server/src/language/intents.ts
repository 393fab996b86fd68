/**
 * What the child is asking for, recognised from their words with patterns (no model): the same small
 * intent set the offline recogniser's intent grammar covers (word meaning, how to say a word, read it
 * again, quiz, talk to a character, stop, help), plus questions about the story (by their question word),
 * "what happens next" and "I don't get it". Typed text with punctuation and heard text (lower case, no
 * punctuation) are read alike. Attempts to rewrite the companion's rules are their own intent so every
 * path can ignore them.
 */
import { normalizeWord } from '@shared';

/** The question word a story question starts with ("how many" is its own: it wants a number). */
export type QuestionWord = 'who' | 'what' | 'where' | 'when' | 'why' | 'how many' | 'how' | 'which';

export type Intent =
  | { kind: 'meaning'; word: string }
  | { kind: 'question'; wh: QuestionWord; text: string }
  | { kind: 'next' }
  | { kind: 'explain' }
  | { kind: 'pronounce'; word: string }
  | { kind: 'repeat' }
  | { kind: 'quiz' }
  | { kind: 'roleplay'; character: string | null }
  | { kind: 'stop' }
  | { kind: 'help' }
  | { kind: 'greeting' }
  | { kind: 'injection' }
  | { kind: 'other' };

const INJECTION =
  /\b(?:ignore|forget|disregard|override|bypass)\b.{0,40}\b(?:instructions?|rules?|prompts?|programming|guidelines|system)\b|\b(?:you are now|from now on you are|act as if you have no|pretend (?:you have no|there are no) rules|developer mode|jailbreak|system prompt)\b/i;

function cleanWord(raw: string | undefined): string {
  return normalizeWord((raw ?? '').replace(/^(?:the|a|an)\s+word\s+/i, '').split(/\s+/).slice(-1)[0] ?? '');
}

const MEANING = [
  /\bwhat (?:does|do|did) (?:the word )?["“']?([a-z'-]+)["”']? mean\b/i,
  /\bwhat(?:'s|s) ["“']?([a-z'-]+)["”']? mean\b/i,
  /\bwhat(?:'s| is) (?:the )?meaning of (?:the word )?["“']?([a-z'-]+)/i,
  /\bmeaning of (?:the word )?["“']?([a-z'-]+)/i,
  /\bwhat (?:is|are|'s) (?:a |an )?["“']?([a-z'-]+)["”']?\s*\??$/i,
  /\bwhat(?:'s| is) an? ["“']?([a-z'-]+)["”']?\b/i,
  /\bdefine (?:the word )?["“']?([a-z'-]+)/i,
  /\b(?:i )?(?:don't|do not) (?:know|understand) (?:the word |what )["“']?([a-z'-]+)/i,
];
const PRONOUNCE = [
  /\bhow (?:do|can|should) (?:you|i|we) (?:say|pronounce|read) (?:the word )?["“']?([a-z'-]+)/i,
  /\bhow (?:to|is) (?:say|pronounce|read|said|pronounced) (?:the word )?["“']?([a-z'-]+)/i,
  /\bhow (?:is|do you say) ["“']?([a-z'-]+)["”']? (?:said|pronounced)/i,
  // Not "say that again" or "say it again": that asks for the sentence again.
  /\b(?:say|pronounce|sound out) (?:the word )?["“']?(?!(?:that|it|this)\b)([a-z'-]+)["”']? (?:slowly|for me|again)/i,
  /\bhelp me (?:say|read|with) (?:the word )?["“']?([a-z'-]+)/i,
];
const REPEAT =
  /\b(?:read (?:it|that|this|the)(?: part| sentence| bit| line| page| last (?:bit|line|sentence|part))?(?: again| to me| for me| out loud)|read (?:it|that|this) again|read (?:that|this|the) (?:part|sentence|bit|line|page)\b|say (?:it|that) again|repeat (?:it|that|please)|again please|one more time|can you repeat|which sentence|where (?:am i|are we|was i))\b|^repeat\b/i;
const QUIZ = /\b(?:quiz me|quiz|ask me (?:a |some )?questions?|test me|give me a question|play a game|questions? game)\b/i;
const ROLEPLAY = [
  /\b(?:talk|speak|chat) (?:to|with) (?:the )?([a-z][a-z' -]{1,30}?)(?:\s+(?:please|now|from the story))?[.!?]*$/i,
  /\b(?:pretend|act) (?:to be|you are|like) (?:the )?([a-z][a-z' -]{1,30}?)[.!?]*$/i,
  /\bcan you be (?:the )?([a-z][a-z' -]{1,30}?)[.!?]*$/i,
  /\b(?:be|play) (?:the )?([a-z][a-z' -]{1,30}?) for me\b/i,
];
const ROLEPLAY_GENERIC = /\b(?:role ?play|pretend game|talk to (?:a|the) character|be a character)\b/i;
const STOP = /\b(?:stop (?:the )?(?:quiz|game|playing|pretending)|no more (?:questions|quiz)|back to (?:the )?(?:story|reading)|let's (?:keep )?read(?:ing)?|i want to read|i'm done|i am done|that's enough)\b/i;
/** Wanting to stop reading for now ("i want to stop", "can i have a break"): a whole line, nothing more in it. */
export const BREAK = /^(?:(?:i want to|i wanna|i'd like to|i need to|can i|can we|please can i|please can we) (?:stop|finish|have a break|take a break|be done)|(?:please )?stop reading)(?: now| please| reading| here| for today| for now)*[.!?]*$/i;
const HELP = /\b(?:help( me)?|i'm stuck|i am stuck|what do i do)\b/i;
const EXPLAIN =
  /\b(?:i (?:don't|do not|dont) (?:get|understand) (?:it|that|this)|i'?m confused|i am confused|what does (?:that|this|it) mean|(?:can you )?explain (?:it|that|this)(?: to me)?|what(?:'s| is) (?:going on|happening)(?: here)?|i (?:don't|do not|dont) know what (?:that|this|it) means|(?:that|this|it) (?:doesn't|does not|dont|don't) make sense|what does (?:that|this) (?:sentence|part|bit|page) mean|(?:this|it|that) is (?:so |too |really )?(?:hard|confusing|tricky)|i'?m lost|i am lost)\b|^i (?:don't|do not|dont) (?:get|understand)\b|^(?:can you )?explain(?: please)?[.!?]*$|^huh[.!?]*$/i;
const NEXT =
  /\bwhat (?:happens|will happen|is going to happen|comes|happened) (?:next|after that|after this|then)\b|^will (?:\w+ ){1,2}be (?:ok|okay|alright|all right|safe)\b|\bwhat(?:'s| is) (?:next|going to happen)\b|\bwhat will (?:he|she|they|it|\w+) do next\b|\bwhat do you think (?:will |is going to )?happens?(?: next| now)?\b|\bwhat do you think (?:he|she|they|it|\w+) will do\b/i;
/** "can you tell me who …", "I want to know why …": the question inside. */
const QUESTION_LEAD = /^(?:(?:can|could) you (?:tell me|say) |(?:please )?tell me |i (?:want|wanna) to know |i wonder |do you know )/i;
const QUESTION = /^(how many|how much|who|whom|whose|what|where|when|why|how|which)\b/i;
const GREETING = /^(?:hi|hello|hey|good (?:morning|afternoon|evening))\b/i;

/** The child's intent in one message; `other` when nothing matches. */
export function recognizeIntent(message: string): Intent {
  const text = message.trim();
  if (text.length === 0) return { kind: 'other' };
  if (INJECTION.test(text)) return { kind: 'injection' };
  if (STOP.test(text) || BREAK.test(text)) return { kind: 'stop' };
  if (NEXT.test(text)) return { kind: 'next' };
  if (EXPLAIN.test(text)) return { kind: 'explain' };
  for (const pattern of PRONOUNCE) {
    const word = cleanWord(pattern.exec(text)?.[1]);
    if (word.length > 0) return { kind: 'pronounce', word };
  }
  for (const pattern of MEANING) {
    const word = cleanWord(pattern.exec(text)?.[1]);
    if (word.length > 1 && !/^(?:that|this|it|happening|next|up|wrong|your|the|his|her)$/.test(word)) {
      return { kind: 'meaning', word };
    }
  }
  if (REPEAT.test(text)) return { kind: 'repeat' };
  if (QUIZ.test(text)) return { kind: 'quiz' };
  for (const pattern of ROLEPLAY) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (name) return { kind: 'roleplay', character: name };
  }
  if (ROLEPLAY_GENERIC.test(text)) return { kind: 'roleplay', character: null };
  // "why did Leo help Hana" asks about the story; "help me" and "what do I do" ask for help.
  if (HELP.test(text) && !/^(?:who|whom|why|where|when|how many|which)\b/i.test(text)) return { kind: 'help' };
  const question = storyQuestion(text);
  if (question) return question;
  if (GREETING.test(text)) return { kind: 'greeting' };
  return { kind: 'other' };
}

/** A wh-question ("who is grandpa joe", "Where did they run?"), with its question word. */
function storyQuestion(text: string): Intent | null {
  const asked = text.replace(QUESTION_LEAD, '').trim();
  const wh = QUESTION.exec(asked)?.[1]?.toLowerCase();
  if (!wh || asked.split(/\s+/).length < 2) return null;
  // "what time did …", "what day was it" ask when.
  const when = /^what (?:time|day|month|year|season)\b/i.test(asked);
  const word: QuestionWord = when ? 'when' : wh === 'how much' ? 'how many' : wh === 'whom' || wh === 'whose' ? 'who' : (wh as QuestionWord);
  return { kind: 'question', wh: word, text: asked };
}

/** The story character a spoken name refers to ("the wolf" → "Wolf", "leo" → "Leo"), if any. */
export function matchCharacter(spoken: string, characters: readonly string[]): string | null {
  const wanted = spoken.toLowerCase().replace(/^the\s+/, '').trim();
  if (wanted.length === 0) return null;
  return (
    characters.find((c) => c.toLowerCase() === wanted) ??
    characters.find((c) => c.toLowerCase().split(' ').includes(wanted)) ??
    characters.find((c) => wanted.split(' ').includes(c.toLowerCase())) ??
    null
  );
}
