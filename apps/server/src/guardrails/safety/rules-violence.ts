/**
 * Violence read from sentence structure rather than fixed phrases: the child as actor with an intent
 * marker, a harm verb in any inflection and a person as target ("im gonna punch him tomorrow", "ill
 * break his nose"); a grown-up hurting the child or someone at home ("my stepdad whacks me with a
 * belt"); a stranger luring; a weapon brought, carried or pointed. Story characters as targets, games,
 * sport and family idioms ("my mum would kill me if I was late") are not violence.
 */
import { abuseShape } from './rules-abuse';
import { ADULTS, BODY_PARTS, HARM_VERBS, PERSON_NOUNS, PERSON_ONLY_VERBS, PERSON_PRONOUNS, REPEAT, SIBLINGS, WEAPONS, lemmaMap } from './lexicon';

const INTENT = new Set(['going', 'want', 'will', 'would', 'about', 'plan', 'planning', 'ready', 'gotta', 'got', 'try', 'trying', 'wish', 'gonna', 'finna', 'should', 'shall', 'might']);
const NEGATION = new Set(['not', 'never', 'no', 'nobody', 'nothing']);
const SOON = /\b(?:tomorrow|tonight|today|after school|at (?:break|lunch|recess)|on (?:monday|tuesday|wednesday|thursday|friday)|next time|if (?:he|she|they) (?:\w+ ){0,4}again|for real)\b/;
const PLAY = /\b(?:game|games|gaming|fortnite|minecraft|roblox|fifa|mario|kart|chess|checkers|cards|uno|monopoly|tag|quiz|race|match|pretend|pretending|playing|play|played|video ?game|pillow fight|snowball|nerf|water (?:pistols?|guns?)|toy|fake|lego|zombies?|in my dream|hoops?|baskets?|a goal|goals)\b/;
/** Idioms with harm verbs: "shot me a look", "beat me at chess", "knocked me out" of a contest. */
const HARM_IDIOM = /\bshot (?:me|us) an? (?:\w+ )?(?:look|glance|smile|wink|text|message)\b|\bbeat(?:s|ing|en)? (?:me|us|him|her) (?:at|in|to)\b|\bbeat (?:me|us) (?:again )?at\b|\bknock(?:ed|s)? (?:me|us) out of\b/;
const FICTION = /\bif i (?:was|were) (?:the|a|an)\b|\bin the story\b|\bin my story\b|\bthe (?:wolf|pig|pigs|giant|witch|dragon|monster|villain)\b/;
const NAME_FOLLOWERS = new Set(['up', 'so', 'with', 'tomorrow', 'today', 'tonight', 'after', 'at', 'if', 'when', 'because', 'for', 'again', 'and', 'till', 'until', 'hard', 'bad', 'badly', 'dead', 'now']);
const FUNCTION_WORDS = new Set([
  'the', 'a', 'an', 'it', 'this', 'that', 'some', 'my', 'your', 'our', 'down', 'up', 'out', 'in', 'on', 'at', 'to', 'of', 'off',
  'for', 'with', 'time', 'all', 'back', 'into', 'over', 'through', 'myself', 'yourself', 'me', 'i', 'is', 'are', 'was', 'be',
  'and', 'so', 'too', 'really', 'just', 'again', 'hard', 'them', 'there', 'here', 'home', 'bed', 'school', 'now', 'air', 'wall',
]);
const PLACES = new Set(['school', 'class', 'classroom', 'house', 'home', 'car', 'room', 'playground']);
const ABUSE_OBJECTS = new Set(['me', 'us', 'her', 'him', 'them', ...BODY_PARTS]);
const CARRY = lemmaMap(['bring', 'get', 'take', 'carry', 'have', 'grab', 'hide', 'find', 'use', 'pull', 'point', 'wave', 'buy', 'sneak', 'keep', 'show']);
const BENIGN_WEAPON = /\b(?:bread|butter|fork|spoon|cutlery|cake|kitchen|cook|cooking|chef|peel|carve|pumpkin|toy|water|nerf|fake|plastic|pretend|movie|film|game|fortnite|minecraft|roblox|pocket knife for scouts|sharpen|sandwich|bread|apple|fruit|vegetables|veg|food|dinner|tea|meat|chicken|steak|pizza|cheese|carrot|onion|potato|potatoes|toast|butter knife|chopping|crafts?|scissors)\b/;
const LURE = /\b(?:man|woman|stranger|lady|guy|someone|somebody|person|adult|grown up)\b(?: \w+){0,6} (?:tried|wanted|asked|told|kept trying|keeps trying|tries) (?:me |to get me |to make me )?(?:\w+ ){0,2}(?:come with|go with|get in|get into|follow|to his|to her|in his car|in her car|in the van|into his car|into the van)\b/;
const SECRET_TOUCH = /\btouch(?:es|ed|ing)? me\b[^.!?]*\b(?:secret|private|not to tell|do not tell|don't tell|under|where|there|i do not like)\b/;
/** Family idioms: "my mum would kill me", "my dad is going to kill me". */
/** Verbs that are harm from a grown-up only when aimed at a body part ("pulls my ears", not "pulled me out of school"). */
const BODY_ONLY = new Set(['pull', 'twist', 'pinch', 'scratch']);
/** Harm bad enough to be violence even from a brother or sister. */
const SEVERE = new Set(['strangle', 'choke', 'stab', 'burn', 'drown', 'poison', 'knife', 'batter']);
/** Strangers online asking to meet or for secrecy: grooming is reported as violence (abuse). */
const GROOMING = /\b(?:online|on the internet|on (?:roblox|discord|snapchat|tiktok|insta|instagram|fortnite|a game|the game|xbox|whatsapp)|in a game|from a game)\b[^.!?]*\b(?:meet (?:me|up)|not to tell|do not tell|don't tell|our secret|send (?:him |her |them )?(?:pics|pictures|photos|a photo)|come to (?:his|her) house)\b/;
/** A threat about the other person's fate: "he's gonna bleed", "she'll pay for it", "i want him dead". */
const FATE_THREAT = /\b(?:he|she|they|him|her|them) (?:is|are|will|is going to|are going to) (?:bleed|pay|regret it|be sorry|get it|get hurt)\b|\b(?:want|wish|wanted|wished) (?:him|her|them|that (?:\w+ )?(?:kid|boy|girl|man|woman)|my (?:\w+ )?(?:dad|mum|mom|stepdad|stepmum|brother|sister|teacher|uncle|cousin)) (?:was |were |would be |to be )?(?:dead|to die|gone for good)\b|\bi will make (?:him|her|them) pay\b|\b(?:i am|we are|i will|we will) (?:going to )?get (?:him|her|them|that (?:\w+ )?(?:kid|boy|girl)) (?:back|after school|tomorrow|at (?:break|lunch)|outside|later)\b/;
const FAMILY_IDIOM = /\b(?:would|will|is going to|gonna|going to) (?:literally |actually |totally )?(?:kill|murder|strangle|skin|slaughter) me\b/;

function isPersonAt(words: readonly string[], index: number, storyWords: ReadonlySet<string>): boolean {
  let i = index;
  const first = words[i] ?? '';
  if (PERSON_PRONOUNS.has(first)) return true;
  if (['my', 'his', 'her', 'their', 'your', 'that', 'this', 'the', 'a', 'those', 'these', 'some'].includes(first)) {
    i += 1;
    if (PLACES.has(words[i] ?? '')) return first !== 'a' && first !== 'my' && first !== 'some';
    for (let skip = 0; skip < 2 && i < words.length && !PERSON_NOUNS.has(words[i] ?? '') && !BODY_PARTS.has(words[i] ?? ''); skip += 1) i += 1;
    const noun = words[i] ?? '';
    if (storyWords.has(noun) && !['my', 'his', 'her', 'their', 'your'].includes(first)) return false;
    return PERSON_NOUNS.has(noun) || (first !== 'the' && first !== 'a' && first !== 'my' && BODY_PARTS.has(noun));
  }
  if (FUNCTION_WORDS.has(first) || storyWords.has(first) || first.length < 3 || /\d/.test(first)) return false;
  const after = words[index + 1];
  return after === undefined || NAME_FOLLOWERS.has(after);
}

function childThreat(words: readonly string[], sentence: string, storyWords: ReadonlySet<string>): boolean {
  for (let a = 0; a < words.length; a += 1) {
    if (words[a] !== 'i' && words[a] !== 'we') continue;
    for (let v = a + 1; v < words.length && v <= a + 7; v += 1) {
      const lemma = HARM_VERBS.get(words[v] ?? '');
      if (!lemma || BODY_ONLY.has(lemma)) continue;
      const between = words.slice(a + 1, v);
      if (between.some((w) => NEGATION.has(w))) break;
      const intended = between.some((w) => INTENT.has(w)) || (v === a + 1 && SOON.test(sentence));
      if (!intended) continue;
      let t = v + 1;
      if (words[t] === 'up' || words[t] === 'down') t += 1;
      if (isPersonAt(words, t, storyWords)) return !(lemma === 'beat' && /\bbeat \w+(?: \w+)? at\b/.test(sentence));
      if (PERSON_ONLY_VERBS.has(lemma)) continue;
    }
  }
  return false;
}

function abuseByAdult(words: readonly string[], sentence: string): boolean {
  if (FAMILY_IDIOM.test(sentence) || SECRET_TOUCH.test(sentence)) return SECRET_TOUCH.test(sentence);
  for (let a = 0; a < words.length; a += 1) {
    // A brother's or sister's shove is childhood; a severe harm, or one done again and again ("kicks me every night"), is not.
    const severeSibling = SIBLINGS.has(words[a] ?? '') && (words.some((w) => SEVERE.has(HARM_VERBS.get(w) ?? '')) || (REPEAT.test(sentence) && !PLAY.test(sentence) && !HARM_IDIOM.test(sentence)));
    if (!ADULTS.has(words[a] ?? '') && !severeSibling) continue;
    for (let v = a + 1; v < words.length && v <= a + 6; v += 1) {
      const lemma = HARM_VERBS.get(words[v] ?? '');
      if (!lemma) continue;
      if (words.slice(a + 1, v).some((w) => NEGATION.has(w))) break;
      const object = words.slice(v + 1, v + 7);
      if (BODY_ONLY.has(lemma) && !(object[0] === 'my' && BODY_PARTS.has(object[1] ?? ''))) continue;
      const objectIsPerson = ABUSE_OBJECTS.has(object[0] ?? '') || /^(?:\w+ ){1,3}(?:and then|then|and) (?:me|us)\b/.test(object.join(' ')) || (object[0] === 'my' && (ADULTS.has(object[1] ?? '') || SIBLINGS.has(object[1] ?? '') || BODY_PARTS.has(object[1] ?? '')));
      // "threw a chair at mum", "threw the remote at my head"; a ball or a pillow thrown at someone is play.
      const thrownAt = /^(?:(?:a|an|the|his|her|my|some|\w+) )?\w+ at (?:me|us|her|him|my|mum|mom|dad|mummy|daddy)\b/.test(object.join(' '))
        && !/^(?:(?:a|an|the|his|her|my|some) )?(?:balls?|frisbee|pillows?|snowballs?|teddy|sweets|water|kisses|confetti)\b/.test(object.join(' '));
      if (thrownAt || (objectIsPerson && lemma !== 'throw' && !/\b(?:in the air|for fun|swing|tickl|to help|help me|helped me|cross the road)/.test(sentence))) return true;
    }
  }
  return false;
}

function weapon(words: readonly string[], sentence: string): boolean {
  if (!words.some((w) => WEAPONS.has(w)) || BENIGN_WEAPON.test(sentence)) return false;
  const firstPersonCarry = (words.includes('i') || words.includes('we')) && words.some((w) => CARRY.has(w));
  const atSchool = /\b(?:school|class|classroom|playground|bus)\b/.test(sentence);
  const aimedAtMe = /\b(?:on|at) me\b|\bme with\b|\bthreaten|\b(?:to|against|at) my (?:throat|neck|head|face|chest|back|stomach|belly)\b/.test(sentence);
  return firstPersonCarry || atSchool || aimedAtMe;
}

/** Games, sport and pretend, where harm words are play. */
export function isGameTalk(sentence: string): boolean {
  return PLAY.test(sentence) || HARM_IDIOM.test(sentence);
}

/** True when a sentence threatens, reports abuse, luring or a weapon. */
export function structuralViolence(sentences: readonly (readonly string[])[], storyWords: ReadonlySet<string>): boolean {
  return sentences.some((words) => {
    const sentence = words.join(' ');
    if (LURE.test(sentence) || GROOMING.test(sentence)) return true;
    if (PLAY.test(sentence) || HARM_IDIOM.test(sentence) || (FICTION.test(sentence) && !words.includes('me'))) return false;
    if (FATE_THREAT.test(sentence) || abuseShape(sentence)) return true;
    return childThreat(words, sentence, storyWords) || abuseByAdult(words, sentence) || weapon(words, sentence);
  });
}
