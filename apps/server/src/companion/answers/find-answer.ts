/**
 * Finds the story sentence that answers a literal question and the words in it that answer: the
 * sentence sharing the most lemmas with the question's content words (character, verb, object), then
 * the part its question word asks for — a name for "who", a place phrase for "where", the reason for
 * "why", a number for "how many", a time phrase for "when", the object for "what did X make". Only the
 * story's own words are returned: when no sentence fits, there is no answer.
 */
import type { QuestionWord } from '../../language/intents';
import { isContentToken, parseTokens, type NlpSentence, type NlpToken } from '../../language/nlp';
import type { ParsedStory } from '../analysis/parsed-story';
import { characterWhoIs, describeCharacter, nameInStory, ownedCharacter, titledName } from './character-facts';
import { ageOf, colourOf, familyOf, lineOf, materialOf } from './story-facts';
import type { StoryAnswer } from './types';
import { characterGenders, lastMention } from './character-gender';
import { verbBase } from '../../language/lexicon/wordnet';
import { holderOf } from './state-holder';

export type { StoryAnswer } from './types';
import { joinTokens, placePhrases, numberPhrase, reasonPhrase, subjectBefore, timePhrase, objectAfter, thingReferent } from '../analysis/phrases';

export interface StoryQuestion {
  wh: QuestionWord;
  text: string;
}


/** Words of the question that only shape it ("who", "did", "the story"). */
const QUESTION_LEMMAS = new Set(['who', 'what', 'where', 'when', 'why', 'how', 'many', 'much', 'which', 'story', 'happen', 'whom', 'whose']);
/** Titles belong to the name ("who is mrs lark"), not the topic; as written, so "missing" (lemma "miss") stays. */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr']);

interface Scored {
  index: number;
  score: number;
}

export function findAnswer(question: StoryQuestion, story: ParsedStory, characters: readonly string[]): StoryAnswer | null {
  const lower = ` ${question.text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ')} `;
  const named = characters.filter((c) => nameParts(c).some((part) => lower.includes(` ${part} `)));
  const nameWords = new Set(named.flatMap(nameParts));
  const asked = parseTokens(question.text).filter((t) => isContentToken(t) && !QUESTION_LEMMAS.has(t.lemma) && !TITLES.has(t.normal));
  // "rose" in "Nana Rose" is a name, not "rise".
  const topic = [...new Set(asked.filter((t) => !nameWords.has(t.normal)).map((t) => t.lemma).filter((l) => !nameWords.has(l)))];
  const verbs = new Set(asked.filter((t) => t.pos === 'VERB').map((t) => t.lemma));
  // "where did Tess go" is answered by how she went there: rode, walked, ran ("go" is no content word).
  const goes = parseTokens(question.text).some((t) => t.pos === 'VERB' && t.lemma === 'go');

  // "who is aunt mina": a name the story uses for someone who never speaks or acts.
  // Not "who is Jet's friend": that asks for someone else, found below.
  const identity = question.wh === 'who' ? /^\s*who\s+(?:is|was|are|were)\s+(?!.*(?:'s|\byour|\bmy)\b)(.+?)\s*[?.!]*$/i.exec(question.text)?.[1] : undefined;
  // "who is Tess", not "who went with Tess" (whose verb the tagger may not count as a content word).
  if (question.wh === 'who' && topic.length === 0 && named[0] && (identity || !/^\s*who\s+\w+\s+\w+/i.test(question.text.replace(/^\s*who\s+(?:is|was)\b/i, 'who')))) {
    return describeCharacter(named[0], story, characters);
  }
  // "who is the main character", "who is the story about": the one it names most (characters come most present first).
  if (question.wh === 'who' && MAIN_CHARACTER.test(question.text) && characters[0]) {
    const main = characters[0];
    const index = story.sentences.findIndex((s) => s.text.includes(main.split(' ')[0] ?? main));
    return { short: main, statement: `The story is mostly about ${main}.`, sentence: story.sentences[index]?.text ?? '', sentenceIndex: Math.max(index, 0) };
  }
  // "who is grandad": a relation the story gives only as "her grandad".
  const relation = identity ? familyOf(identity, story) : null;
  if (relation) return relation;
  // "who is sam's sister": the one the story gives as that.
  const owned = question.wh === 'who' ? /^\s*who\s+(?:is|was)\s+(.+?)'?s\s+([a-z]+)\s*[?.!]*$/i.exec(question.text) : null;
  const ownedBy = owned ? ownedCharacter(owned[1] ?? '', (owned[2] ?? '').toLowerCase(), story, characters) : null;
  if (ownedBy) return ownedBy;
  // "who is the goat": the character the story says is the goat.
  const thing = identity ? /^(?:the|a|an)\s+([a-z]+)$/i.exec(identity.trim())?.[1]?.toLowerCase() : undefined;
  const called = thing ? characterWhoIs(thing, story, characters) : null;
  if (called) return called;
  // "how old was Tess": "Tess was six", "seven years old".
  const age = /^\s*how old\b/i.test(question.text) ? ageOf(named[0] ?? null, story) : null;
  if (age) return age;
  const written = named.length === 0 && identity ? nameInStory(story, identity) : null;
  if (written) {
    const described = describeCharacter(written, story, [...characters, written]);
    if (described?.statement) return described;
  }
  // "what day was it": the first time the story gives, a month for "what month".
  const period = question.wh === 'when' ? /^\s*what (day|month|year|season|time) (?:is|was) it\b/i.exec(question.text)?.[1]?.toLowerCase() : undefined;
  if (period) {
    const months = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
    const days = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
    const wanted = period === 'month' ? months : period === 'day' ? days : null;
    for (const [index, sentence] of story.sentences.entries()) {
      const said = wanted ? wanted.exec(sentence.text)?.[0] : timePhrase(sentence);
      if (said) return { short: said, statement: null, sentence: sentence.text, sentenceIndex: index };
    }
  }
  if (question.wh === 'what') {
    const colour = colourOf(question.text, story);
    if (colour) return colour;
    const material = materialOf(question.text, story);
    if (material) return material;
    const line = named[0] ? lineOf(question.text, named[0], story) : null;
    if (line) return line;
  }
  if (topic.length === 0 && named.length === 0) return null;

  const asker = questionSubject(question.text);
  const withWhom = /\b(with|beside)\s+\S+\s*[?.!]*$/i.exec(question.text)?.[1]?.toLowerCase();
  const speakers = resolvedNames(story, characters);
  const ranked: Scored[] = story.sentences.map((sentence, index) => {
    // A past form the tagger took for a describing word ("oiled") still counts as its verb ("oil").
    const lemmas = new Set(sentence.tokens.filter((t) => t.isWord).flatMap((t) => [t.lemma, ...(t.pos === 'ADJ' ? [verbBase(t.normal) ?? t.lemma] : [])]));
    const verbLemmas = new Set(sentence.tokens.filter((t) => t.pos === 'VERB' || t.pos === 'AUX').map((t) => t.lemma));
    // "Then it dipped and got stuck": a pronoun carries the things of the sentence before.
    const before = sentence.tokens.some((t) => t.pos === 'PRON' && /^(?:it|he|she|they)$/.test(t.normal))
      ? new Set(story.sentences[index - 1]?.tokens.filter((t) => t.pos === 'NOUN').map((t) => t.lemma) ?? [])
      : new Set<string>();
    const text = ` ${sentence.text.toLowerCase()} `;
    let score = topic.reduce((sum, l) => sum + (verbs.has(l) ? (verbLemmas.has(l) ? 2.5 : 0) : lemmas.has(l) ? 2 : before.has(l) ? 0.75 : 0), 0);
    if ((question.wh === 'where' || question.wh === 'who') && goes && [...MOVING].some((m) => verbLemmas.has(m))) score += 0.5;
    // "who went with Tess": a sentence with the question's own "with".
    if (question.wh === 'who' && withWhom && text.includes(` ${withWhom} `)) score += 0.5;
    let aboutNamed = false;
    for (const name of named) {
      if (nameParts(name).some((part) => text.includes(` ${part}`))) score += 1;
      else if (speakers[index] === name) score += 0.5;
      // "The driver, Mr Bell, always waved at her": "her" is the one the sentence before was about.
      else if (namedAsObject(question.text, name) && /\b(?:her|him)\b/i.test(sentence.text) && speakers[index - 1] === name) score += 0.25;
      // "Ines wanted to keep the puppy. At the fair she won a silver cup": "she" does the verb asked about.
      else if (speakers[index - 1] === name && pronounDoes(sentence, verbs)) score += 0.5;
      else continue;
      aboutNamed = true;
    }
    // "what did Leo give Hana" is not answered by what Mr Diaz gave.
    if (named.length > 0 && !aboutNamed) score -= 1;
    // "when did the lamp stop working": the sentence where the lamp is the one acting ("the lamp would
    // not turn on") over one that only mentions it ("… to light the big lamp").
    const subjectHere = asker !== null && subjectLemmas(sentence).has(asker) ? 0.5 : 0;
    // "where did Tess go": where she went to, not the way she went there.
    const goesTo = question.wh === 'where' && goes && placePhrases(sentence.tokens).some((p) => /^(?:to|into|towards|onto)\b/i.test(p.text) && !namesCharacter(p.text, characters)) ? 1 : 0;
    score += score > 0 ? goesTo : 0;
    // "what did Tia win": where she won something ("she won a blue ribbon"), not where she only wanted to.
    const takesObject = question.wh === 'what' && sentence.tokens.some((t, i) => t.pos === 'VERB' && verbs.has(t.lemma) && objectAfter(sentence.tokens, i) !== null) ? 0.5 : 0;
    // Only between sentences that fit already: it makes none fit.
    score += score >= 2 ? takesObject : 0;
    return { index, score: score + (score > 0 ? shapeBonus(question.wh, sentence) + subjectHere : 0) };
  });
  const best = ranked.reduce<Scored | null>((top, s) => (top === null || s.score > top.score ? s : top), null);
  // A question about the kite needs a sentence about the kite, not only one naming the character.
  if (!best || best.score < (topic.length > 0 ? 2 : 1)) return null;
  const sentence = story.sentences[best.index];
  if (!sentence) return null;
  const speaker = speakers[best.index];
  if (identity) {
    // "who was selling lemonade", "who was at the next stall", "who was mortified": the one the sentence
    // says it of. "who is mr glow" with nothing saying who: the sentence naming them, never "Twelve
    // children is mr glow".
    const holder = holderOf(question.text, sentence.tokens, speaker ? titledName(speaker, story) : null);
    return { short: holder && !namesAskedThing(holder, question.text) ? holder : null, statement: null, sentence: sentence.text, sentenceIndex: best.index };
  }
  return shape(question, story, best.index, verbs, speaker ? titledName(speaker, story) : null, characters);
}

/** The sentence has "he" or "she" just before one of `verbs`. */
function pronounDoes(sentence: NlpSentence, verbs: ReadonlySet<string>): boolean {
  return sentence.tokens.some((t, i) => t.pos === 'VERB' && verbs.has(t.lemma) && /^(?:he|she)$/.test(sentence.tokens[i - 1]?.normal ?? ''));
}

function namesCharacter(phrase: string, characters: readonly string[]): boolean {
  return characters.some((c) => new RegExp(`\\b${(c.split(' ').at(-1) ?? c).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(phrase));
}

/** "who waved at Tess": the character comes after the question's verb, so "her" in a sentence can be them. */
function namedAsObject(question: string, name: string): boolean {
  const tokens = parseTokens(question).filter((t) => t.isWord);
  const verb = tokens.findIndex((t) => t.pos === 'VERB');
  const first = (name.split(' ')[0] ?? name).toLowerCase();
  const at = tokens.findIndex((t) => t.normal === first);
  return verb >= 0 && at > verb;
}

/** The noun the question is about ("when did the lamp stop" → lamp): the first noun before its main verb. */
function questionSubject(text: string): string | null {
  const tokens = parseTokens(text).filter((t) => t.isWord);
  const verb = tokens.findIndex((t, i) => i > 1 && t.pos === 'VERB');
  const noun = tokens.slice(1, verb > 0 ? verb : tokens.length).find((t) => t.pos === 'NOUN');
  return noun?.lemma ?? null;
}

/** Lemmas of a sentence's words before its first verb: roughly who or what acts in it. */
function subjectLemmas(sentence: NlpSentence): Set<string> {
  const verb = sentence.tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return new Set(sentence.tokens.slice(0, verb > 0 ? verb : 0).filter((t) => t.pos === 'NOUN').map((t) => t.lemma));
}

function nameParts(name: string): string[] {
  const lower = name.toLowerCase();
  return [lower, ...lower.split(' ').filter((part) => part.length > 2 && !/^(?:the|mr|mrs|ms|dr)$/.test(part))];
}

/**
 * For each sentence, the character "he" or "she" most likely means: the last one named before it whom
 * the story does not give the other gender. A sentence led by "he" or "she" is theirs even when it names
 * someone after its verb: in "He laughed and handed the boat back to Sam", after "… Mr Vale caught it",
 * he is Mr Vale; after "… so she fetched Uncle Felipe", "He tied a rope" is Uncle Felipe's.
 */
function resolvedNames(story: ParsedStory, characters: readonly string[]): (string | null)[] {
  const genders = characterGenders(story, characters);
  let last: string | null = null;
  let recent: string[] = [];
  return story.sentences.map((sentence) => {
    const text = sentence.text;
    // The one named first: "Ruby … let Pebble go" is Ruby's sentence, whichever the story names more.
    const at = (c: string): number => [text.indexOf(c), text.indexOf(c.split(' ')[0] ?? c)].filter((i) => i >= 0).reduce((x, y) => Math.min(x, y), Infinity);
    const here = [...characters].sort((x, y) => at(x) - at(y)).find((c) => at(c) < Infinity);
    const pronoun = /^(He|She)\b/.exec(text)?.[1]?.toLowerCase();
    const meant = pronoun ? recent.find((c) => (genders.get(c) ?? pronoun) === pronoun) ?? last : null;
    // Named in this sentence, the last-named first.
    const named = characters.filter((c) => lastMention(text, c) >= 0).sort((a, b) => lastMention(text, b) - lastMention(text, a));
    recent = [...named, ...recent.filter((c) => !named.includes(c))];
    if (meant) return meant;
    const resolved = here ?? last;
    if (here) last = here;
    return resolved;
  });
}

/** A small lift for sentences holding the kind of words the question word asks for. */
function shapeBonus(wh: QuestionWord, sentence: NlpSentence): number {
  switch (wh) {
    case 'where':
      return placePhrases(sentence.tokens).length > 0 ? 0.5 : 0;
    case 'why':
      return reasonPhrase(sentence.tokens) ? 0.5 : 0;
    case 'how many':
      return sentence.tokens.some((t) => t.pos === 'NUM') ? 0.5 : 0;
    case 'when':
      return timePhrase(sentence) ? 0.5 : 0;
    case 'who':
      return sentence.tokens.some((t) => t.pos === 'PROPN') ? 0.25 : 0;
    case 'what':
    case 'how':
    case 'which':
      return 0;
  }
}

function shape(question: StoryQuestion, story: ParsedStory, index: number, verbs: ReadonlySet<string>, pronounMeans: string | null, characters: readonly string[]): StoryAnswer {
  const sentence = story.sentences[index] as NlpSentence;
  const tokens = sentence.tokens;
  let verbAt = tokens.findIndex((t) => (t.pos === 'VERB' || t.pos === 'AUX') && verbs.has(t.lemma));
  const answer = (short: string | null, statement: string | null = null): StoryAnswer => ({ short, statement, sentence: sentence.text, sentenceIndex: index });
  switch (question.wh) {
    case 'who': {
      // "who did Ravi help" asks for the one acted on: "his uncle Dev", not the doer.
      // The question's last word is its verb even where the tagger took it for a noun ("who did zara hug").
      const lastLemma = parseTokens(question.text).filter((t) => t.isWord).at(-1)?.lemma;
      const acted = verbAt >= 0 ? verbAt : tokens.findIndex((t) => t.pos === 'VERB' && t.lemma === lastLemma);
      if (/^\s*(?:who|whom)\s+(?:did|does|do|will|would|can|could)\s/i.test(question.text) && acted >= 0) {
        const object = objectAfter(tokens, acted);
        const doer = subjectBefore(tokens, acted, pronounMeans);
        const verb = tokens[acted]?.text ?? '';
        return answer(object, object && doer ? `${capital(doer)} ${verb} ${object}.` : null);
      }
      // "who lit the candles" with "lit" tagged a noun: the question's word after "who" is its verb.
      const second = parseTokens(question.text).filter((t) => t.isWord)[1];
      const said = second ? tokens.findIndex((t) => t.normal === second.normal || (t.lemma === second.lemma && t.pos === 'VERB')) : -1;
      const found = subjectBefore(tokens, verbAt >= 0 ? verbAt : said > 0 ? said : firstVerb(tokens), pronounMeans);
      // "who lived with Finn" in "Finn lived … with his mother": the one on the other side of "with".
      const across = /\b(with|to|for|beside|near|behind)\s+[\w' ]+?\s*[?.!]*$/i.exec(question.text)?.[1]?.toLowerCase();
      if (found && across && characters.some((c) => found.includes(c) && question.text.toLowerCase().includes(c.toLowerCase()))) {
        const at = tokens.findIndex((t, i) => i > Math.max(verbAt, 0) && t.normal === across);
        const other = at >= 0 ? objectAfter(tokens, at) : null;
        if (other) return answer(other);
      }
      // "who found the goat" is not answered "the goat": a subject the question already names answers nothing.
      const subject = found && namesAskedThing(found, question.text) ? null : found;
      const predicate = question.text.replace(/^\s*who\s+/i, '').replace(/[?.!\s]+$/, '');
      // "who made the kite" → "Mia made the kite."; only when the question goes on with its verb.
      // "who did Biscuit trot back to" is do-support, not a verb the answer can take.
      // Nor "who is Vale's friend": "An old fisherman is Vale's friend" claims what the story never says.
      const startsWithVerb = /^(?:VERB|AUX)$/.test(parseTokens(predicate)[0]?.pos ?? '') && !/^(?:did|does|do|is|was|are|were)\s/i.test(predicate);
      // Heard text is lower case: names get their capitals back from the story.
      const named = characters.reduce((text, c) => text.replace(new RegExp(`\\b${c.toLowerCase()}\\b`, 'g'), c), predicate);
      return answer(subject, subject && startsWithVerb ? `${capital(subject)} ${named}.` : null);
    }
    case 'where': {
      // A place, not a person: "gave the boat back to Sam" says nothing of where anyone went.
      const places = placePhrases(tokens).filter((p) => !namesCharacter(p.text, characters));
      // "where were the matches" in "… candles in the drawer and a box of matches on the shelf": the place
      // after the thing asked about, when the question names one and has no verb of its own.
      const askedLemmas = new Set(parseTokens(question.text).filter((t) => isContentToken(t)).map((t) => t.lemma));
      const thing = verbAt < 0 ? tokens.findIndex((t) => t.isWord && t.normal !== 'where' && askedLemmas.has(t.lemma)) : -1;
      const destination = /\b(?:go|goes|went|gone|going)\b/i.test(question.text)
        ? places.find((p) => p.start > verbAt && /^(?:to|into|towards|onto)\b/i.test(p.text))
        : undefined;
      const after = destination ?? places.find((p) => p.start > Math.max(verbAt, thing)) ?? places[0];
      return answer(after?.text ?? null);
    }
    case 'why': {
      // "Ravi was scared because the road led to the market. He grabbed a carrot and ran after her.": a
      // sentence with no reason of its own takes the one just before about the same character.
      const own = reasonPhrase(tokens, verbAt);
      if (own) return answer(own);
      const before = story.sentences[index - 1];
      const doer = pronounMeans ?? subjectBefore(tokens, verbAt >= 0 ? verbAt : firstVerb(tokens), null);
      const carried = before && doer && before.text.includes(doer.split(' ')[0] ?? doer) ? reasonPhrase(before.tokens) : null;
      // Read back with the sentence the reason comes from.
      return carried && before ? { short: carried, statement: null, sentence: `${before.text} ${sentence.text}`, sentenceIndex: index } : answer(null);
    }
    case 'how many':
      return answer(numberPhrase(tokens, new Set(parseTokens(question.text).filter((t) => t.pos === 'NOUN').map((t) => t.lemma))));
    case 'when': {
      // "On Saturday morning the bakery was busy. Mia dropped the tray.": the time carries over, the
      // nearest before it, a scene of a few sentences back.
      const earlier = [1, 2, 3, 4].map((back) => story.sentences[index - back]).filter((s): s is NlpSentence => s !== undefined);
      return answer(timePhrase(sentence) ?? earlier.map(timePhrase).find((t) => t !== null) ?? null);
    }
    case 'what': {
      // "what did Mia make the kite from" asks for the phrase after "from".
      const endsWith = /\b(from|with|of|in|on|into|at|for|about)\s*[?.!]*$/i.exec(question.text)?.[1]?.toLowerCase();
      const at = endsWith ? tokens.findIndex((t, i) => i > verbAt && t.normal === endsWith) : -1;
      if (at >= 0) return answer(objectAfter(tokens, at) ? `${endsWith ?? ''} ${objectAfter(tokens, at) ?? ''}` : null);
      // "what was the pumpkin called": the name after "called"/"named" ("they called it Mr Glow").
      if (/\b(?:called|named)\s*[?.!]*$/i.test(question.text)) {
        const naming = tokens.findIndex((t) => /^(?:called|named)$/.test(t.normal));
        let from = naming + 1;
        if (/^(?:it|him|her|them)$/.test(tokens[from]?.normal ?? '')) from += 1;
        let to = from;
        while (naming >= 0 && tokens[to]?.pos === 'PROPN') to += 1;
        if (to > from) return answer(joinTokens(tokens.slice(from, to)));
      }
      // "what was missing": who or what the story says was so ("a lamb was missing").
      const state = /^\s*what\s+(?:is|was|are|were)\s+(\w+)\s*[?.!]*$/i.exec(question.text)?.[1]?.toLowerCase();
      const stateAt = state ? tokens.findIndex((t, i) => i > 0 && t.normal === state && tokens[i - 1]?.pos === 'AUX') : -1;
      if (stateAt > 0) return answer(subjectBefore(tokens, stateAt, pronounMeans));
      // "what did Mr Okafor oil" with "oil" tagged a noun: the question's last word is its verb.
      const lastLemma = parseTokens(question.text).filter((t) => t.isWord).at(-1)?.lemma;
      if (verbAt < 0 && /^\s*what\s+(?:did|does|do)\s/i.test(question.text)) verbAt = tokens.findIndex((t) => (t.pos === 'VERB' && t.lemma === lastLemma) || (t.pos === 'ADJ' && verbBase(t.normal) === lastLemma));
      if (verbAt < 0 || /\bdo\b\s*[?.!]*$/i.test(question.text)) return answer(null);
      // "Mr Vale caught it with his net": what "it" is, from the sentences before.
      if (/^(?:it|them)$/.test(tokens[verbAt + 1]?.normal ?? '')) {
        const earlier = [1, 2].map((back) => story.sentences[index - back]?.tokens).filter((t): t is NlpToken[] => t !== undefined);
        const referent = thingReferent(earlier);
        if (referent) return answer(referent);
      }
      const object = objectAfter(tokens, verbAt);
      // "what did they draw the line with" names the line: the answer is another thing ("chalk").
      return answer(object && !namesAskedThing(object, question.text) ? object : otherThingAfter(tokens, verbAt, question.text));
    }
    case 'how':
    case 'which':
      return answer(null);
  }
}

function askedNouns(question: string): Set<string> {
  return new Set(parseTokens(question).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').map((t) => t.lemma));
}

function namesAskedThing(phrase: string, question: string): boolean {
  const asked = askedNouns(question);
  // "what did Mr Bell give Tess": "Tess" is the one given to, not the thing given.
  const names = new Set(parseTokens(question).filter((t) => t.pos === 'PROPN' || t.pos === 'NOUN').map((t) => t.normal));
  return parseTokens(phrase).some((t) => (t.pos === 'NOUN' && asked.has(t.lemma)) || (t.pos === 'PROPN' && names.has(t.normal)));
}

/** The first noun after the verb that the question does not name, with its describing words ("chalk"). */
function otherThingAfter(tokens: readonly NlpToken[], verbAt: number, question: string): string | null {
  const asked = askedNouns(question);
  for (let i = verbAt + 1; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || token.pos === 'PUNCT' || token.pos === 'SCONJ') break;
    // The head of each noun phrase ("start line" → line), never a noun that only describes the next one.
    if (token.pos !== 'NOUN' || tokens[i + 1]?.pos === 'NOUN' || asked.has(token.lemma)) continue;
    let start = i;
    while (start > verbAt + 1 && ['ADJ', 'NUM', 'DET'].includes(tokens[start - 1]?.pos ?? '')) start -= 1;
    return joinTokens(tokens.slice(start, i + 1));
  }
  return null;
}

function firstVerb(tokens: readonly NlpToken[]): number {
  return tokens.findIndex((t) => t.pos === 'VERB');
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const MAIN_CHARACTER = /\b(?:main|most important) (?:character|person)\b|\bwho is (?:the|this) story about\b|\bwho(?:'s| is) it about\b/i;
const MOVING = new Set(['ride', 'walk', 'run', 'travel', 'drive', 'fly', 'head', 'come', 'hurry', 'swim', 'sail', 'climb', 'cycle']);
