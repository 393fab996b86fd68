/**
 * What a child may say about one story, as phrase patterns for the recogniser's question pass (issue 25):
 * the story's characters, things, places, actions and describing words, in the shapes children ask ("who
 * is X", "where did X go", "why did X <verb>", "how many <things>", "what happens next", "I don't get
 * it", "read it to me"), plus short answers and the safety screen's lines. "What does <word> mean" and
 * "can I talk to X" are the request grammar's (intent-grammar.ts), which the question grammar includes.
 * Built from wink-nlp's reading of the story (parts of speech, lemmas), so "found" is offered as "find"
 * after "did", and "bulbs" both as written and as "bulb".
 */
import { dictionary } from 'cmu-pronouncing-dictionary';
import type { PhrasePattern, QuestionVocabulary } from '../../language/question-patterns';
import { SPOKEN_SAFETY_PATTERNS } from '../../guardrails/safety/spoken-lines';
import { isFunctionWord } from '../../language/function-words';
import { parseStory } from './parsed-story';
import { placePhrases } from './phrases';
import type { StoryAnalysis, StoryInput } from './types';

/** Per word class: a grammar slot of a few hundred words decodes slowly and confuses more. */
const MAX_PER_CLASS = 60;
const MAX_COMPOUNDS = 20;
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'say', 'can', 'will', 'would', 'could', 'should', 'shall', 'may', 'might', 'must']);
/** In roleplay a child asks the character about themselves ("who is your friend"). */
const YOUR = ['your friend', 'your name', 'your home', 'your family'];
const DETERMINERS = ['', 'a', 'an', 'the', 'some', 'his', 'her', 'their'];
/** The longest stretch of a quiz answer a child is expected to say back. */
const MAX_ANSWER_WORDS = 6;

interface StoryWords {
  characters: string[];
  /** Nouns as written and as their lemma ("bulbs", "bulb"). */
  things: string[];
  places: string[];
  /** Verbs as their lemma and as written ("find", "found"). */
  actions: string[];
  /** Verbs as their lemma only, as they follow "did" ("did nora find"). */
  lemmas: string[];
  describing: string[];
}

const spoken = (text: string): string => text.toLowerCase().replace(/[^a-z' ]+/g, ' ').replace(/\s+/g, ' ').trim();

function limited(words: Iterable<string>): string[] {
  return [...new Set([...words].map(spoken).filter((w) => w.length > 1))].slice(0, MAX_PER_CLASS);
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr']);

function storyWords(story: StoryInput, analysis: StoryAnalysis): StoryWords {
  const sentences = parseStory(story.content).sentences;
  const tokens = sentences.flatMap((s) => s.tokens).filter((t) => t.isWord);
  // "Mr Okafor" is said whole: a title alone is no one's name.
  const titled = [...story.content.matchAll(/\b(Mr|Mrs|Ms|Miss|Dr)\.? (\p{Lu}\p{Ll}+)/gu)].map((m) => `${m[1]} ${m[2]}`);
  const names = [...titled, ...analysis.roleplay_opportunities.map((c) => c.character), ...tokens.filter((t) => t.pos === 'PROPN').map((t) => t.normal)]
    .filter((n) => !TITLES.has(n.toLowerCase()));
  // "kite contest", "ice creams": a noun that names a kind of the next one is said with it.
  const compounds = sentences.flatMap((s) => s.tokens.flatMap((t, i) => {
    const next = s.tokens[i + 1];
    return t.pos === 'NOUN' && next?.pos === 'NOUN' ? [`${t.normal} ${next.normal}`, `${t.normal} ${next.lemma}`] : [];
  }));
  const nouns = tokens.filter((t) => t.pos === 'NOUN');
  const places = sentences.flatMap((s) => placePhrases(s.tokens).map((p) => p.text.split(' ').at(-1) ?? ''));
  const verbs = tokens.filter((t) => t.pos === 'VERB' && !LIGHT_VERBS.has(t.lemma));
  return {
    characters: limited(names),
    things: [...new Set([...limited(nouns.flatMap((t) => [t.normal, t.lemma])), ...limited(compounds).slice(0, MAX_COMPOUNDS)])],
    places: limited(places),
    actions: limited(verbs.flatMap((t) => [t.lemma, t.normal])),
    lemmas: limited(verbs.map((t) => t.lemma)),
    describing: limited(tokens.filter((t) => t.pos === 'ADJ').map((t) => t.normal)),
  };
}

/**
 * "eat" → "eating", "run" → "running", "make" → "making": English spelling's rules for "-ing" (a silent e
 * dropped, "ie" to "y", a one-syllable word's last consonant doubled after one vowel), kept only when the
 * pronouncing dictionary has the result, so no made-up word reaches the grammar.
 */
export function ingForm(lemma: string): string | null {
  const form = /ie$/.test(lemma) ? `${lemma.slice(0, -2)}ying`
    : (lemma.length > 2 && /[^aeiouy]e$/.test(lemma)) || /[^e]ue$/.test(lemma) ? `${lemma.slice(0, -1)}ing`
      : /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lemma) ? `${lemma}${lemma.at(-1) ?? ''}ing`
        : `${lemma}ing`;
  return form in dictionary ? form : null;
}

/** The ways of saying the text is too hard that the text understanding knows (language/intents.ts EXPLAIN). */
const CONFUSED: readonly PhrasePattern[] = [
  [['', 'um'], ['i'], ["don't", 'do not'], ['get it', 'understand', 'understand it', 'know that word', 'get this part', 'know what that means', 'know what it means']],
  [["i'm", 'i am'], ['confused', 'stuck', 'lost']],
  [['this', 'it', 'that'], ['is'], ['', 'so', 'too', 'really'], ['hard', 'confusing', 'tricky']],
  [["this is", "it's", "that's"], ['', 'so', 'too', 'really'], ['hard', 'confusing', 'tricky']],
  [['that', 'it', 'this'], ["doesn't", 'does not'], ['make sense']],
  [['', 'can you'], ['explain'], ['it', 'that', 'this'], ['', 'to me', 'please']],
  [['what does'], ['that', 'this', 'it'], ['mean']],
];

const FEELINGS = ['sad', 'happy', 'scared', 'angry', 'worried', 'tired', 'hungry'];
const PREPOSITIONS = ['in', 'on', 'at', 'to', 'into', 'with', 'from', 'for', 'along', 'across', 'over', 'under', 'through', 'down', 'like'];
/** Who a question is about when the child does not name them ("where did they build the snowman"). */
const PRONOUNS = ['he', 'she', 'they', 'it'];
const OBJECT_PRONOUNS = ['them', 'it'];
const PARTICLES = ['out', 'up', 'away', 'back', 'off', 'on', 'down', 'over', 'in'];
const LINKING = new Set(['feel', 'look', 'seem', 'get', 'become', 'stay', 'turn', 'go', 'be', 'sound', 'keep']);
const the = (nouns: readonly string[]): string[] => nouns.map((n) => `the ${n}`);
const a = (nouns: readonly string[]): string[] => nouns.map((n) => `${/^[aeiou]/.test(n) ? 'an' : 'a'} ${n}`);
// After "did"/"does" a verb takes its plain form: offering "lived" there only invites "where do you lived".
// Children also ask with everyday verbs the story never uses ("how many mugs did the father bring", "when did the thunder start").
const doingOf = (w: StoryWords): string[] => [...new Set([...w.lemmas, 'go', 'live', 'do', 'feel', 'say', 'want', 'like', 'have', 'see', 'get', 'make', 'bring', 'start', 'come', 'take', 'give', 'find', 'put', 'use', 'help'])];
/** A preposition a question may end on ("where did the nails come from", "who did ollie go with"). */
const STRANDED = ['from', 'with', 'like'];
/** What a verb may be done to: a thing, place, character or pronoun. */
const objectsOf = (w: StoryWords): string[] => [...w.things, ...the(w.things), ...a(w.things), ...the(w.places), ...w.characters, ...OBJECT_PRONOUNS];
/**
 * A shape ending on a verb, with what may follow it: nothing or an object, a preposition with its object,
 * a particle, or after a linking verb a describing word. Patterns of their own, so a preposition never
 * ends a question ("what did tia win at") and an article always comes with its noun ("what did lily lose the").
 */
const withTail = (w: StoryWords, shape: PhrasePattern): PhrasePattern[] => {
  const verbs = shape.at(-1) ?? [];
  const linking = verbs.filter((v) => LINKING.has(v));
  return [
    [...shape, ['', ...objectsOf(w)]],
    [...shape, PREPOSITIONS, objectsOf(w)],
    // "what did mr diaz give out", "what did benji put on", "why did biscuit run away".
    [...shape, PARTICLES],
    [...shape, STRANDED],
    // "why did tia feel sad": a describing word only after a verb that takes one ("fall old" is no question).
    ...(linking.length > 0 ? [[...shape.slice(0, -1), linking, [...w.describing, ...FEELINGS]]] : []),
  ];
};

/** The story's question shapes; the child's requests (meaning, quiz, talk to, yes/no) are the intent grammar's. */
export function questionPatterns(story: StoryInput, analysis: StoryAnalysis): PhrasePattern[] {
  const w = storyWords(story, analysis);
  // Who or what a question is about: a character, one of the story's things ("the lamp"), or in roleplay
  // the character spoken to ("what did you find").
  const about = [...w.characters, ...the(w.things), ...the(w.places), 'you', ...YOUR, ...PRONOUNS];
  const doing = doingOf(w);
  const ing = w.lemmas.map(ingForm).filter((f): f is string => f !== null);
  const shapes: PhrasePattern[] = [
    [['who'], ['is', 'was', 'are'], ['', ...about]],
    [['who'], w.actions.length > 0 ? w.actions : ['is'], ['', ...about]],
    // "who gave hana a medal", "who helped tia build the kite".
    ...withTail(w, [['who'], w.actions.length > 0 ? w.actions : ['is'], about]),
    ...withTail(w, [['who'], w.actions.length > 0 ? w.actions : ['is'], about, doing]),
    // "who did ravi help", "who did you find".
    ...withTail(w, [['who'], ['did', 'does', 'do'], about, doing]),
    ...withTail(w, [['what'], ['did', 'does', 'do'], about, doing]),
    [['what'], ['is', 'was', 'were', 'are'], ['', 'in', 'on', 'inside', 'under'], ['', ...about], ['', ...w.describing, ...w.actions]],
    // "what was the kite made of", "what was the goat called".
    [['what'], ['is', 'was', 'were', 'are'], about, ['made of', 'made from', 'called', 'named', 'like', 'for', 'about', 'shaped like']],
    [['what'], ['happened', 'happens'], ['to'], about],
    // "what was biscuit eating", "what is nora doing"; "what was blocking the wheel".
    [['what'], ['is', 'was', 'are', 'were'], about, ['doing', ...ing]],
    ...withTail(w, [['what', 'who'], ['is', 'was', 'are', 'were'], ing]),
    [['where'], ['is', 'was', 'are', 'were'], about, ['', ...w.describing, ...w.actions]],
    ...withTail(w, [['where'], ['did', 'does', 'do'], about, doing]),
    ...withTail(w, [['when'], ['did', 'does', 'do', 'is', 'was'], about, doing]),
    [['when'], ['is', 'was'], about, ['', ...w.actions]],
    ...withTail(w, [['why'], ['did', 'does', 'do'], about, doing]),
    // "why could the hands not move", "why can't nora swim".
    ...withTail(w, [['why', 'how'], ['could', 'can', "couldn't", "can't"], about, ['', 'not'], doing]),
    [['why'], ['is', 'was', 'are', 'were'], about, ['', ...w.describing, ...w.actions, ...FEELINGS]],
    // Yes/no questions to a character or about the story: "are you happy", "did you find the box".
    [['are', 'were', 'is', 'was'], about, [...w.describing, ...FEELINGS, ...the(w.things), ...the(w.places)]],
    ...withTail(w, [['did'], about, doing]),
    ...withTail(w, [['how'], ['did', 'does', 'do'], about, doing]),
    [['how old'], ['is', 'was', 'are', 'were'], about],
    [['how many'], ['', ...w.things], ['', 'were there', 'are there', 'were in', 'are in', 'were on', 'did', 'does'], ['', ...about], ['', ...doing]],
    [['what'], ['happens', 'will happen', 'happened', 'is going to happen'], ['next', 'now', 'then', 'after that', 'at the end']],
    [['what'], ['do you think'], ['happens', 'will happen', 'is going to happen'], ['', 'next', 'now']],
    ...CONFUSED,
    [['', 'can you', 'could you', 'will you'], ['read'], ['it', 'this', 'that', 'this part', 'the page'], ['', 'to me', 'for me', 'again', 'out loud'], ['', 'please']],
    // A short answer alone ("ruby", "the shed"); the answer leads ("it is ruby") only while an answer is
    // awaited (answerShapes, a grammar of its own): in the whole grammar Flite's "who is ruby" fitted
    // "it is ruby" surely (0.93).
    [[...w.characters, ...NUMBERS]],
    [DETERMINERS, w.things],
  ];
  return [...shapes, ...SPOKEN_SAFETY_PATTERNS];
}

/** Short answers (a quiz answer, a roleplay reply): a name, a thing or a number, alone or in a few words. */
export function answerShapes(story: StoryInput, analysis: StoryAnalysis): PhrasePattern[] {
  const w = storyWords(story, analysis);
  return [
    [ANSWER_LEADS, [...w.characters, ...NUMBERS]],
    [ANSWER_LEADS, DETERMINERS, w.things],
    // The answers to the story's own quiz questions, as a child says them back.
    [ANSWER_LEADS, quizAnswers(analysis)],
  ];
}

/**
 * What a child asks the character they are talking to (roleplay): about the character's own doings and
 * things ("what did you knit", "why did you run", "what happened to your oven"), and short questions
 * about the story's things ("what was broken"). Heard in a grammar of its own while a character talks,
 * as the answers awaited are: in the whole question grammar the decoder's search loses such paths.
 */
export function characterQuestionShapes(story: StoryInput, analysis: StoryAnalysis): PhrasePattern[] {
  const w = storyWords(story, analysis);
  const doing = doingOf(w);
  const yours = ['friend', 'friends', 'name', 'home', 'house', 'family', 'job', ...w.things];
  return [
    // No "when": a child seldom asks a character when, and Flite slt's "what did you" fits it better.
    ...withTail(w, [['what', 'why', 'where', 'how', 'who'], ['did', 'do'], ['you'], doing]),
    ...withTail(w, [['did', 'do', 'can'], ['you'], doing]),
    [['what'], ['happened to', 'is', 'was'], ['your'], yours],
    [['who', 'where'], ['is', 'was', 'are', 'were'], ['your'], yours],
    [['are', 'were'], ['you'], ['', 'very', 'still'], [...w.describing, ...FEELINGS]],
    [['how'], ['are', 'do', 'did'], ['you'], ['', 'feel', 'feeling']],
    [['what'], ['do you', 'did you'], ['know about', 'think about', 'think of', 'like about', 'like', 'want'], ['', ...the(w.things), ...w.things, ...w.characters]],
    [['what', 'who', 'where'], ['is', 'was', 'were', 'are'], ['', ...the(w.things), ...w.characters], ['', ...w.describing, ...w.actions]],
    [['', 'can you'], ['tell me about'], ['', 'yourself', 'your family', ...the(w.things), ...w.characters]],
  ];
}

const ARTICLES = new Set(['a', 'an', 'the', 'some']);
const ANSWER_LEADS = ['', 'it was', 'it is', 'i think', 'maybe', 'the answer is', 'because'];

/**
 * What a child may answer to each quiz question the companion can ask: a stretch of the answer that
 * begins at its start or at a word that carries meaning and ends on one ("a box of spare bulbs", "spare
 * bulbs", "bulbs"), at most MAX_ANSWER_WORDS long. Heard against the story's own answers, a right answer is
 * heard as it was said instead of forced onto the nearest name or thing.
 */
export function quizAnswers(analysis: StoryAnalysis): string[] {
  const out = new Set<string>();
  // A word's meaning is a dictionary's gloss, which no child says back word for word.
  for (const quiz of analysis.quiz_opportunities.filter((q) => q.type !== 'vocabulary')) {
    const words = spoken(quiz.answer).split(' ').filter((x) => x.length > 0);
    for (let from = 0; from < words.length; from++) {
      const content = (i: number): boolean => i < words.length && !isFunctionWord(words[i]!);
      if (from > 0 && !content(from) && !(ARTICLES.has(words[from]!) && content(from + 1))) continue;
      for (let to = from; to < Math.min(words.length, from + MAX_ANSWER_WORDS); to++) {
        if (content(to)) out.add(words.slice(from, to + 1).join(' '));
      }
    }
  }
  return [...out];
}

export function questionVocabulary(story: StoryInput, analysis: StoryAnalysis): QuestionVocabulary {
  return { patterns: questionPatterns(story, analysis) };
}

/** What a child asks a character in roleplay (the question pass's own grammar for them while the character talks). */
export function characterQuestionVocabulary(story: StoryInput, analysis: StoryAnalysis): QuestionVocabulary {
  return { patterns: characterQuestionShapes(story, analysis) };
}

/** What the companion waits for after a quiz question: the answer shapes alone (the question pass's own grammar for them). */
export function answerVocabulary(story: StoryInput, analysis: StoryAnalysis): QuestionVocabulary {
  return { patterns: answerShapes(story, analysis) };
}

/** With no story there is nothing to ask about: requests, feelings and the safety screen's lines still count. */
export const STORYLESS_QUESTIONS: QuestionVocabulary = {
  patterns: [
    [['what'], ['happens', 'will happen'], ['next', 'now']],
    ...CONFUSED,
    ...SPOKEN_SAFETY_PATTERNS,
  ],
};
