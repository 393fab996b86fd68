/**
 * Word classes for the structure rules, keyed by lemma so one entry covers "push, pushes, pushed,
 * pushing". The inflections are generated here rather than taken from the reading stemmer, which is
 * built to match story words and folds "calling" and "call" to different keys.
 */

const IRREGULAR: Record<string, readonly string[]> = {
  take: ['took', 'taken'], steal: ['stole', 'stolen'], throw: ['threw', 'thrown'], hit: [], cut: [], put: [],
  beat: ['beaten'], bite: ['bit', 'bitten'], spit: ['spat'], shoot: ['shot'], tell: ['told'], say: ['said'],
  make: ['made'], leave: ['left'], bring: ['brought'], get: ['got', 'gotten'], break: ['broke', 'broken'],
  hide: ['hid', 'hidden'], hurt: [], burn: ['burnt'], shake: ['shook'], send: ['sent'], keep: ['kept'],
  tear: ['tore', 'torn'], stab: [], kill: [], slap: [], trip: [], drag: [], grab: [], stick: ['stuck'],
  strangle: [], choke: [], smack: [], whack: [], lock: [], touch: [],
};

/** Every spoken form of a regular or listed irregular verb. */
export function inflections(base: string): string[] {
  const forms = [base, ...(IRREGULAR[base] ?? [])];
  const doubled = /[^aeiou][aeiou][bdgklmnprt]$/.test(base) ? base + base.slice(-1) : base;
  if (base.endsWith('e')) forms.push(`${base}s`, `${base}d`, `${base.slice(0, -1)}ing`);
  else if (base.endsWith('y') && !/[aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`, `${base}ing`);
  else if (/(?:s|sh|ch|x|z)$/.test(base)) forms.push(`${base}es`, `${base}ed`, `${base}ing`);
  else forms.push(`${base}s`, `${doubled}ed`, `${doubled}ing`, `${base}ed`, `${base}ing`);
  return forms;
}

/** A map from every inflected form to its lemma. */
export function lemmaMap(bases: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const base of bases) for (const form of inflections(base)) if (!map.has(form)) map.set(form, base);
  return map;
}

/** Acts of physical harm, as a threat by the child or done to the child. */
export const HARM_VERBS = lemmaMap([
  'kill', 'hurt', 'punch', 'stab', 'shoot', 'beat', 'hit', 'smash', 'attack', 'strangle', 'choke', 'murder', 'kick',
  'slap', 'push', 'shove', 'bite', 'whack', 'smack', 'batter', 'bash', 'thump', 'strike', 'knife', 'stomp', 'punish',
  'burn', 'drown', 'poison', 'break', 'jump', 'wallop', 'belt', 'pinch', 'scratch', 'shake', 'drag', 'grab', 'lock',
  'throw', 'knock', 'headbutt', 'elbow', 'cut', 'fight', 'hang', 'pull', 'twist',
]);
/** Harm verbs that need a person right after them before they count ("jump him", "cut her"). */
export const PERSON_ONLY_VERBS = new Set(['jump', 'grab', 'lock', 'throw', 'knock', 'shake', 'drag', 'cut', 'fight', 'break', 'punish', 'hang']);

/** What bullies do to the child. */
export const VICTIM_VERBS = lemmaMap([
  'bully', 'call', 'push', 'shove', 'trip', 'laugh', 'tease', 'mock', 'ignore', 'exclude', 'spit', 'pull', 'snatch',
  'kick', 'punch', 'hit', 'pinch', 'slap', 'threaten', 'follow', 'film', 'insult', 'harass', 'poke', 'throw', 'steal',
  'take', 'hide', 'chase', 'corner', 'shout', 'yell', 'scream', 'hurt', 'beat', 'bite', 'scare', 'send',
  'post', 'share', 'put', 'rip', 'tear', 'break', 'ruin', 'stick', 'flush', 'dunk', 'block', 'mimic', 'copy', 'stare',
  'pour', 'force', 'turn', 'wait', 'scribble', 'draw', 'write', 'spill', 'squash', 'tread', 'stamp', 'whisper', 'gossip', 'bother', 'torment', 'humiliate', 'embarrass', 'pick', 'make', 'tell', 'say', 'leave', 'gang',
  'grab', 'smack', 'whack', 'elbow', 'choke', 'lock', 'drag', 'rob', 'knock',
]);
/** Victim verbs that are only bullying when done again and again or with a nasty object. */
export const WEAK_VICTIM_VERBS = new Set(['knock', 'call', 'push', 'pull', 'take', 'follow', 'send', 'post', 'share', 'put', 'throw', 'hide', 'copy', 'stare', 'make', 'tell', 'say', 'leave', 'pick', 'grab', 'block', 'laugh', 'film', 'hit', 'kick', 'chase', 'scare', 'lock', 'drag', 'break']);

/** Grown-ups and older people whose harm to the child is abuse rather than bullying. */
export const ADULTS = new Set([
  'dad', 'daddy', 'father', 'mum', 'mom', 'mommy', 'mummy', 'mother', 'stepdad', 'stepmum', 'stepmom', 'stepfather',
  'stepmother', 'uncle', 'aunt', 'auntie', 'aunty', 'grandad', 'granddad', 'grandpa', 'grandma', 'gran', 'nan', 'nanna',
  'grandfather', 'grandmother', 'carer', 'babysitter', 'teacher', 'coach', 'boyfriend', 'girlfriend', 'man', 'woman',
  'stranger', 'adult', 'lady', 'neighbour', 'neighbor', 'priest', 'tutor', 'parent', 'parents', 'dads', 'mums', 'moms',
  // Teachers as children address them ("ma'am hit me on my palm", "sir grabbed my collar").
  'maam', "ma'am", 'sir', 'headteacher', 'headmaster', 'headmistress',
]);
/** Animals and things do not bully or abuse: "my cat bit me", "the door hit me". */
export const ANIMALS = new Set([
  'car', 'bus', 'train', 'truck', 'ball', 'door', 'wave', 'waves', 'branch', 'wind', 'rain', 'swing', 'bike','cat', 'dog', 'puppy', 'kitten', 'hamster', 'rabbit', 'bunny', 'horse', 'pony', 'bird', 'parrot', 'budgie', 'snake', 'goat', 'chicken', 'duck', 'goose', 'bee', 'wasp', 'fish', 'crab', 'it', 'its']);
export const SIBLINGS = new Set(['brother', 'sister', 'brothers', 'sisters', 'stepbrother', 'stepsister', 'cousin', 'cousins', 'twin']);

export const PERSON_PRONOUNS = new Set(['him', 'her', 'them', 'you', 'everyone', 'everybody', 'someone', 'somebody', 'people', 'anyone', 'us']);
export const PERSON_NOUNS = new Set([
  'kid', 'kids', 'boy', 'boys', 'girl', 'girls', 'guy', 'guys', 'child', 'children', 'student', 'students', 'teacher',
  'classmate', 'classmates', 'friend', 'friends', 'class', 'baby', 'bully', 'bullies', 'person', 'man', 'woman',
  ...SIBLINGS, ...ADULTS,
]);
export const BODY_PARTS = new Set(['head', 'face', 'nose', 'teeth', 'jaw', 'neck', 'arm', 'arms', 'leg', 'legs', 'hair', 'eye', 'eyes', 'stomach', 'belly', 'back', 'ribs', 'throat', 'wrist', 'wrists', 'hand', 'hands', 'skin', 'body', 'ear', 'ears', 'cheek', 'cheeks', 'shoulder', 'shoulders', 'knee', 'knees', 'fingers', 'chest', 'lip', 'lips', 'mouth']);
export const WEAPONS = new Set(['knife', 'knives', 'gun', 'guns', 'blade', 'blades', 'bomb', 'bombs', 'weapon', 'weapons', 'rifle', 'pistol', 'machete', 'axe']);
/** Names, insults and identity words said about the child. */
export const INSULTS = new Set([
  'fat', 'ugly', 'stupid', 'dumb', 'weird', 'weirdo', 'baby', 'loser', 'names', 'freak', 'idiot', 'smelly', 'stinky',
  'gross', 'useless', 'worthless', 'liar', 'disgusting', 'nerd', 'geek', 'gay', 'retard', 'retarded', 'midget', 'poor',
  'dirty', 'four', 'fatty', 'pig', 'cow', 'whale', 'ginger', 'teacher\'s', 'emo', 'slut', 'dog', 'monkey', 'creep',
  'psycho', 'crybaby', 'snitch', 'skinny', 'shorty', 'dumbo', 'thick', 'spotty', 'smell', 'stink', 'stinks',
  'smells', 'sad', 'annoying', 'pathetic', 'nobody', 'trash', 'rubbish', 'horrible', 'hideous', 'bitch', 'lesbian',
]);
/** Again-and-again markers that turn "push me" into bullying. */
export const REPEAT = /\b(?:keep|keeps|kept|keeping|always|every (?:single )?[a-z]+|all the time|again|everyday|constantly|each day|won't stop|will not stop|never stop|never leave me alone|non ?stop|still)\b/;
/** Where bullying happens, which makes a weak verb count. */
export const PLACE = /\b(?:at (?:school|lunch|break|recess|playtime|lunchtime)|in (?:class|the (?:hall|hallway|corridor|toilets?|bathroom|changing rooms?|playground|lunch ?room|canteen))|on the (?:bus|way home|way to school)|after school|online|on (?:snapchat|insta|instagram|tiktok|whatsapp|discord|facebook|the group chat))\b/;

const GENERIC_PEOPLE = new Set(['he', 'she', 'they', 'them', 'him', 'her', 'his', 'their', 'someone', 'somebody', 'everyone', 'everybody', 'people', 'you', 'your', 'we', 'our', 'nobody', 'one']);
/** Story words that can stand for a story character or thing, without the everyday people words. */
export function storyOnlyWords(storyWords: ReadonlySet<string>): Set<string> {
  return new Set([...storyWords].filter((w) => !GENERIC_PEOPLE.has(w) && !PERSON_NOUNS.has(w) && !PERSON_PRONOUNS.has(w)));
}
