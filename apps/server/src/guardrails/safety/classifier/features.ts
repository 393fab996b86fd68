/**
 * What the safety classifier sees of a message: word lemmas and lemma pairs (so "punched", "punches"
 * and "punching" share evidence), character n-grams of the de-obfuscated words (so misspellings and
 * masked swears such as "f***ing" or "fuuuck" land near their plain forms), and a few cues that
 * combine words the way the alert kinds do (the child as actor or target of harm, a wish not to live,
 * an insult aimed at "you", long digit runs). Story characters and things are replaced by one token,
 * so "the wolf wants to kill the pigs" and "Nora almost drowned" read as story talk for any story.
 */
import { stem } from '../../../language/text';
import { ADULTS, BODY_PARTS, HARM_VERBS, INSULTS, lemmaMap, PERSON_NOUNS, PERSON_ONLY_VERBS, PERSON_PRONOUNS, VICTIM_VERBS, WEAPONS } from '../lexicon';
import { obfuscationFree, spokenDigits } from '../normalize';
import { speechForm } from '../speech';
import { swearForm } from '../swears';

/** The token story characters and things are read as. */
export const STORY_TOKEN = 'storything';

/** Story characters common enough in children's books to count as story talk even without the story text. */
const FICTION = new Set([
  'wolf', 'wolves', 'giant', 'giants', 'dragon', 'dragons', 'witch', 'witches', 'troll', 'trolls', 'ogre', 'ogres',
  'monster', 'monsters', 'villain', 'villains', 'goblin', 'goblins', 'pirate', 'pirates', 'knight', 'knights', 'princess',
  'prince', 'king', 'queen', 'hero', 'heroine', 'character', 'characters', 'narrator', 'stepmother', 'wizard', 'fairy',
]);
const FIRST = new Set(['i', 'me', 'my', 'myself', 'mine']);
const SECOND = new Set(['you', 'your', 'yourself', 'u', 'ur']);
const WISH = new Set(['want', 'wish', 'wanna', 'rather', 'hope', 'pray', 'should', 'deserve', 'going', 'gonna', 'might', 'plan', 'ready', 'tried', 'try']);
const DEATH = new Set(['die', 'dead', 'death', 'dying', 'died', 'suicide', 'unalive', 'gone', 'disappear', 'exist', 'alive', 'live', 'living', 'born', 'wake', 'funeral', 'heaven', 'over', 'end']);
const NEGATION = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'without']);
const PEERS = new Set(['they', 'them', 'he', 'she', 'kids', 'kid', 'boys', 'girls', 'boy', 'girl', 'everyone', 'everybody', 'people', 'someone', 'class', 'bullies', 'bully', 'friends', 'group']);
const GAME = new Set([
  'game', 'games', 'fortnite', 'minecraft', 'roblox', 'level', 'match', 'football', 'tag', 'chess', 'play', 'playing', 'played', 'team', 'pe', 'rugby',
  // Contests children win or lose ("beats me at fifa", "gonna kill it at my recital").
  'fifa', 'uno', 'ludo', 'checkers', 'draughts', 'cards', 'monopoly', 'mario', 'kart', 'pokemon', 'xbox', 'playstation', 'ps5', 'nintendo', 'among',
  'valorant', 'overwatch', 'apex', 'tennis', 'ping', 'pong', 'badminton', 'basketball', 'netball', 'hockey', 'dodgeball', 'footy', 'cricket',
  'fencing', 'karate', 'judo', 'taekwondo', 'kickboxing', 'boxing', 'wrestling', 'swimming', 'gala', 'race', 'quiz', 'test', 'exam', 'spelling',
  'recital', 'concert', 'audition', 'competition', 'tournament', 'contest', 'sports', 'ref', 'referee', 'goal', 'score',
]);
/** Food and cooking: a knife or a cut with these is the kitchen ("my dad cut my sandwich with a knife"). */
const KITCHEN = new Set(['sandwich', 'sandwiches', 'bread', 'toast', 'pizza', 'cake', 'apple', 'apples', 'carrot', 'carrots', 'onion', 'onions', 'potato', 'potatoes', 'meat', 'chicken', 'turkey', 'steak', 'cheese', 'fruit', 'vegetables', 'veg', 'dinner', 'lunch', 'breakfast', 'tea', 'butter', 'kitchen', 'cooking', 'cook', 'chopping', 'recipe', 'baking', 'sausage', 'sausages', 'pie', 'melon', 'orange',
  'bbq', 'barbecue', 'barbie', 'snags', 'burger', 'burgers', 'biscuit', 'biscuits', 'cookie', 'cookies', 'pancake', 'pancakes', 'egg', 'eggs',
  'soup', 'pasta', 'rice', 'noodles', 'chips', 'fries', 'crisps', 'sweets', 'chocolate', 'juice', 'popcorn', 'curry', 'roast', 'tomatoes',
]);
/** Things cut, sawn or burnt in crafts, gardening and chores: "grandad cut the sticks with his penknife". */
const MATERIALS = new Set(['wood', 'stick', 'sticks', 'string', 'rope', 'paper', 'cardboard', 'box', 'tape', 'ribbon', 'fabric', 'hedge', 'grass', 'branch', 'branches', 'log', 'logs', 'leaves', 'candle', 'candles', 'bonfire', 'marshmallows', 'wrapping', 'craft', 'crafts', 'shed', 'saw']);
const SELF_INJURY = lemmaMap(['hit', 'punch', 'bang', 'bite', 'cut', 'burn', 'scratch', 'stab', 'pinch', 'slap', 'hold', 'held', 'press', 'pull', 'pick', 'starve', 'smash', 'kick', 'bash', 'whack', 'hurt']);
/** "my arm", "my own legs", "my left wrist" from this word on. */
function ownBody(words: readonly string[], at: number): boolean {
  if (words[at] !== 'my') return false;
  const rest = words.slice(at + 1, at + 3);
  return rest.some((w) => BODY_PARTS.has(w) || ['wrist', 'thigh', 'thighs', 'tummy', 'palm', 'palms', 'fist', 'knuckles'].includes(w));
}
const NUMBER = '(?:\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)';
const COUNTED = new RegExp(
  `\\b(?:page|pages|chapter|chapters|level|year|grade|bus|score|lap|round|question|part|book|season|episode|aged?|turning|turned|(?:i am|im|i'm|she is|he is|shes|hes) (?:only |nearly |almost )?)\\s*${NUMBER}\\b|\\b${NUMBER} (?:pages|chapters|points|goals|nil|minutes|hours|days|weeks|years|times|laps|stars|levels|words|and (?:a half|three quarters))\\b`,
);
const ACCIDENT = /\b(?:by accident|accidentally|on accident|fell|tripped over)\b/;

function lemma(word: string): string {
  if (word === STORY_TOKEN) return word;
  return HARM_VERBS.get(word) ?? VICTIM_VERBS.get(word) ?? stem(word);
}

/** The message as the classifier's words: expanded speech forms, look-alikes undone, story things masked. */
export function classifierWords(message: string, storyThings: ReadonlySet<string>): string[] {
  return speechForm(swearForm(obfuscationFree(message)))
    .split(/[^a-z0-9'*#_@.]+/)
    .map((w) => w.replace(/^[.']+|[.']+$/g, ''))
    .filter((w) => w.length > 0)
    .map((w) => (FICTION.has(w) || storyThings.has(w) ? STORY_TOKEN : w));
}

function numberShape(word: string): string {
  const digits = word.replace(/\D/g, '').length;
  return digits >= 5 ? '#5+' : digits >= 3 ? '#3' : `#${digits}`;
}

/** Longest run of digits, counting spoken digits and digits split by spaces ("0 7 7 0 0"). */
function longestDigitRun(message: string): number {
  let best = 0;
  for (const form of [message.toLowerCase(), spokenDigits(message)]) {
    for (const run of form.match(/(?:\d[\s().-]*)+/g) ?? []) best = Math.max(best, run.replace(/\D/g, '').length);
  }
  return best;
}

function charGrams(word: string, into: Set<string>): void {
  if (word === STORY_TOKEN || /\d/.test(word)) return;
  const padded = ` ${word} `;
  for (let n = 3; n <= 5; n += 1) {
    for (let i = 0; i + n <= padded.length; i += 1) into.add(`c:${padded.slice(i, i + n)}`);
  }
}

function near(words: readonly string[], a: (w: string) => boolean, b: (w: string) => boolean, span: number): boolean {
  for (let i = 0; i < words.length; i += 1) {
    if (!a(words[i] ?? '')) continue;
    for (let j = i + 1; j < words.length && j <= i + span; j += 1) if (b(words[j] ?? '')) return true;
  }
  return false;
}

/** Cues that join words the way the alert kinds do; each is a named feature. */
function cues(words: readonly string[], lemmas: readonly string[], message: string, into: Set<string>): void {
  const has = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
  const harm = (w: string) => HARM_VERBS.has(w);
  const firstPerson = has(FIRST);
  if (firstPerson) into.add('x:first-person');
  if (has(SECOND)) into.add('x:second-person');
  if (near(words, (w) => harm(w) || ['cut', 'cutting', 'burn', 'burning', 'scratch', 'starve'].includes(w), (w) => w === 'myself' || w === 'self', 3)) into.add('x:harm-myself');
  if (near(words, (w) => w === 'i' || w === 'we', harm, 6)) into.add('x:i-harm');
  if (near(words, harm, (w) => w === 'me' || w === 'us', 3)) into.add('x:harm-me');
  if (near(words, (w) => WISH.has(w), (w) => DEATH.has(w), 5) && firstPerson) into.add('x:wish-death');
  if (near(words, (w) => NEGATION.has(w), (w) => ['live', 'alive', 'exist', 'wake', 'here', 'born', 'around'].includes(w), 5) && firstPerson) into.add('x:not-live');
  if (near(words, (w) => SECOND.has(w), (w) => INSULTS.has(w), 4)) into.add('x:you-insult');
  if (near(words, (w) => PEERS.has(w), (w) => VICTIM_VERBS.has(w), 5) && words.some((w) => w === 'me' || w === 'my')) into.add('x:peer-victim');
  if (near(words, (w) => INSULTS.has(w) || w === 'names', (w) => w === 'me', 4) || near(words, (w) => w === 'me', (w) => INSULTS.has(w), 4)) into.add('x:insult-me');
  // "my dad cut my sandwich" is not harm: verbs such as cut, grab and throw need a person or body part after them.
  const harmOnPerson = (j: number) => {
    const lemma = HARM_VERBS.get(words[j] ?? '');
    if (!lemma) return false;
    if (!PERSON_ONLY_VERBS.has(lemma)) return true;
    const next = words[j + 1] ?? '';
    return PERSON_PRONOUNS.has(next) || next === 'me' || (next === 'my' && BODY_PARTS.has(words[j + 2] ?? ''));
  };
  if (words.some((w, i) => ADULTS.has(w) && words.slice(i + 1, i + 6).some((_, k) => harmOnPerson(i + 1 + k)))) into.add('x:adult-harm');
  if (has(WEAPONS)) into.add('x:weapon');
  if (has(BODY_PARTS)) into.add('x:body-part');
  if (has(PERSON_NOUNS)) into.add('x:person');
  if (has(GAME)) into.add('x:game');
  if (has(KITCHEN)) into.add('x:kitchen');
  if (has(MATERIALS)) into.add('x:material');
  // "kill it", "smash this test": a harm verb aimed at a thing, not a person.
  if (near(words, harm, (w) => w === 'it' || w === 'this' || w === 'that', 1)) into.add('x:harm-thing');
  // The child hurting their own body: "i bang my head on the floor", "i bite my own arm".
  if (words.some((w, j) => SELF_INJURY.has(w) && words.slice(Math.max(0, j - 5), j).includes('i') && ownBody(words, j + 1))) into.add('x:own-body');
  if (ACCIDENT.test(words.join(' '))) into.add('x:accident');
  if (words.includes(STORY_TOKEN) && !firstPerson) into.add('x:story-only');
  if (words.includes(STORY_TOKEN)) into.add('x:story');
  if (lemmas.some((l) => l === 'die' || l === 'dead' || l === 'death')) into.add('x:death-word');
  // Numbers that count something ("page eighty one", "im nine and in year five", "we won three nil") are not details.
  if (COUNTED.test(message.toLowerCase())) into.add('x:counted-number');
  const run = longestDigitRun(message);
  if (run >= 7) into.add('x:digits7');
  else if (run >= 4) into.add('x:digits4');
  const lower = message.toLowerCase();
  if (/@|\bdot (?:com|org|net|co)\b|\bat (?:gmail|hotmail|yahoo|outlook|icloud)\b/.test(lower)) into.add('x:email');
  if (/\b[a-z]+[._]?[a-z]*\d{2,}\b|\b[a-z]+[_.][a-z0-9]+\b|#\d{3,}/.test(lower)) into.add('x:handle');
  if (/\b[a-z]{1,2}\d{1,2}[a-z]? ?\d[a-z]{2}\b/.test(lower)) into.add('x:postcode');
  if (/\b\d{1,4}[a-z]? (?:[a-z]+ ){1,3}(?:street|st|road|rd|avenue|lane|drive|close|way|grove|crescent|court|place|walk|hill|terrace)\b/.test(spokenDigits(message))) into.add('x:street-number');
}

/** Feature names of one message (a set: presence, not counts). */
export function extractFeatures(message: string, storyThings: ReadonlySet<string> = new Set()): string[] {
  const words = classifierWords(message, storyThings);
  const lemmas = words.map((w) => (/\d/.test(w) ? numberShape(w) : lemma(w)));
  const features = new Set<string>(['bias']);
  for (let i = 0; i < lemmas.length; i += 1) {
    features.add(`w:${lemmas[i]}`);
    if (i + 1 < lemmas.length) features.add(`b:${lemmas[i]} ${lemmas[i + 1]}`);
    if (i + 2 < lemmas.length) features.add(`s:${lemmas[i]} _ ${lemmas[i + 2]}`);
  }
  for (const w of words) charGrams(w, features);
  cues(words, lemmas, message, features);
  return [...features];
}
