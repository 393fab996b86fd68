/**
 * Bullying read from sentence structure: someone other than the child doing a victimising act to
 * "me" or "my" things or body ("he pushes me into the lockers", "they pull my hair"), where a mild act
 * needs a repeat or a school-place cue ("every day", "at lunch"); names and insults reported about the
 * child ("she told the whole class i smell"); being left out; fear of going to school. Siblings,
 * grown-ups (abuse is violence), play, story characters and "nobody laughs at me" are not bullying.
 */
import { ADULTS, ANIMALS, BODY_PARTS, INSULTS, PLACE, REPEAT, SIBLINGS, VICTIM_VERBS, WEAK_VICTIM_VERBS } from './lexicon';

const POSSESSIONS = new Set([
  'bag', 'backpack', 'stuff', 'things', 'lunch', 'money', 'phone', 'hat', 'coat', 'jacket', 'shoes', 'books', 'book', 'food',
  'homework', 'pencil', 'pencils', 'pens', 'drawing', 'glasses', 'tray', 'seat', 'chair', 'clothes', 'bike', 'ball', 'toys',
  'snack', 'drink', 'water', 'work', 'picture', 'pictures', 'photo', 'photos', 'pics', 'lunchbox', 'scarf', 'shirt', 'trainers',
  ...BODY_PARTS,
]);
/** Verbs whose victim is a thing or body part of the child ("they pull my hair", "take my lunch"). */
const ON_MY = new Set(['take', 'steal', 'snatch', 'hide', 'throw', 'rip', 'tear', 'break', 'ruin', 'pull', 'put', 'flush', 'dunk', 'spit', 'kick', 'punch', 'hit', 'slap', 'grab', 'stick', 'post', 'share', 'film', 'mock', 'pour', 'scribble', 'draw', 'write', 'spill', 'squash', 'tread', 'stamp', 'rob', 'knock']);
/** Verbs whose victim is "me", maybe after a particle ("laugh at me", "pick on me"). */
const PARTICLES = new Set(['at', 'on', 'about', 'around', 'into', 'up', 'of', 'to', 'out', 'over']);
const NOT_ME_VERBS = new Set(['rob', 'knock', 'take', 'steal', 'snatch', 'hide', 'rip', 'tear', 'break', 'ruin', 'flush', 'dunk', 'put', 'stick', 'share', 'copy', 'send', 'tell', 'say', 'make', 'pick', 'leave', 'gang', 'post', 'call']);
const NEGATION = new Set(['not', 'never', 'nobody', 'stopped', 'no']);
const SELF = new Set(['i', 'we', 'you']);
const PLAY = /\b(?:on the swings?|swing|tag|hide and seek|tickl\w*|hug\w*|high five|by accident|accidentally|on accident|for the team|in the game|game|fortnite|minecraft|roblox|as a joke|joking|pillow fight|snowball|play fight|wrestl\w*|in the pool|in the photo)\b/;
const SPORT = /\b(?:rugby|football|soccer|basketball|netball|hockey|dodgeball|match|tackled?|in pe)\b/;
const LEFT_OUT = [
  /\b(?:will not|do not|does not|did not|never|would not) let me (?:sit|play|join|come|be|hang|talk|eat|go|in)\b/,
  /\b(?:nobody|no one|none of them|not one person)\b(?: \w+){0,3} (?:be my friend|plays? with me|talks? to me|sits? with me|likes? me|wants? me|hang out with me|picks? me)\b/,
  /\bnot to (?:play|talk|sit|hang out|be friends|speak) with me\b|\bnot to talk to me\b|\bnobody should talk to me\b/,
  /\b(?:leave|leaves|left|leaving) me out\b|\bkick(?:ed|s)? me out of (?:the|their) (?:group|chat|game|team)\b/,
  /\bwhat they (?:do|did|say|said|will do) to me\b|\b(?:scared|afraid|frightened|terrified) (?:to go to school|of going to school|of (?:them|the (?:\w+ )?(?:kids|boys|girls|bullies)))\b/,
  /\bmak(?:e|es|ing)\b(?: \w+){0,2} fun of me\b|\bmade fun of me\b|\bgang(?:s|ed|ing)? up on me\b/,
  /\babout how (?:\w+ )?(?:fat|ugly|stupid|dumb|weird|smelly|poor|short|annoying|gross|disgusting) i (?:am|look|smell)\b/,
  /\b(?:mean|nasty|horrible|hurtful|rude|cruel|embarrassing|fake|ugly|bad) (?:messages?|texts?|comments?|things|stuff|pics|pictures|photos|videos|captions|memes|names|rumou?rs|lies|songs?|posts?)\b(?: \w+){0,3} (?:me|about me|of me|to me)\b/,
  /\b(?:send|sends|sent|sending|post|posts|posted|posting|share|shares|shared|sharing)(?: me)?\b(?: \w+){0,4} (?:mean|nasty|horrible|hurtful|rude|cruel|embarrassing|fake)\b/,
  /\b(?:turn|turns|turned|turning) (?:\w+ ){0,2}against me\b|\bthreaten(?:s|ed|ing)? to (?:tell|post|show|send|hurt|beat|hit|share)\b(?: \w+){0,4} (?:me|my)\b/,
  /^(?!.*\b(?:mum|mom|dad|mummy|daddy|teacher|nan|gran|grandma|grandpa|parents|coach|sister|brother|aunt|uncle)\b).*\b(?:make|makes|made|making|force|forces|forced|forcing) me (?!laugh|smile|feel|happy|better|dinner|breakfast|lunch|a |cake|tea)(?:give|carry|do|walk|pay|eat|lick|hand|say|sit|stand|kneel|beg|buy|steal|clean|fetch|get|wear|drink|sing|dance)\b/,
  /^(?!.*\b(?:cheer|clap|smile|wave|hug|say hi|say hello|help|high five)).*\b(?:they|everyone|everybody|people|the others|kids|the (?:\w+ )?(?:boys|girls|kids))\b(?: \w+){0,5} when i (?:walk|sit|come|go|get|talk|speak|answer|pass|stand)\b/,
  /^(?!.*\b(?:cheer|clap|smile|wave|hug|say hi|say hello|help|high five)).*\bwhen i (?:walk|sit|come|go|get) (?:in|into|past|down|near|by|over|up to)\b(?: \w+){0,3} (?:they|everyone|everybody|people|the others)\b(?: \w+){0,2} (?:move|moves|moved|leave|leaves|left|run|runs|laugh|laughs|pretend|pretends|groan|moan|hold|stop|whisper)\w*\b/,
  /\b(?:wait|waits|waiting|waited) for me\b(?: \w+){0,5} (?:and|to) (?:shout|yell|scream|hit|push|laugh|chase|jump|beat|punch|kick|call|throw)\w*\b/,
  /\b(?:film|filmed|filming|record|recorded|recording)\b(?: \w+){0,3} me\b(?: \w+){0,3} (?:and )?(?:sent|posted|shared|put) it\b/,
  /\blaugh(?:s|ed|ing)? (?:at me )?when i (?:talk|read|speak|walk|answer|sing|eat|come|say|try)\b/,
];
const POSITIVE = new Set(['nice', 'good', 'great', 'lovely', 'amazing', 'pretty', 'cool', 'clever', 'smart', 'funny', 'kind', 'brave', 'awesome', 'beautiful']);
const INSULT_SKIP = new Set(['am', 'is', 'look', 'looks', 'so', 'really', 'a', 'an', 'such', 'too', 'like', 'just', 'was', 'the', 'big', 'little', 'total', 'i']);

function insultedAt(words: readonly string[], start: number): boolean {
  for (let i = start; i < words.length && i < start + 7; i += 1) {
    if (words[i] !== 'i' && words[i] !== 'me') continue;
    let j = i + 1;
    while (INSULT_SKIP.has(words[j] ?? '') && j < i + 5) j += 1;
    const word = words[j] ?? '';
    if (INSULTS.has(word) && !POSITIVE.has(words[j + 1] ?? '')) return true;
  }
  return false;
}

function actorBefore(words: readonly string[], verbIndex: number, storyWords: ReadonlySet<string>): boolean {
  const before = words.slice(Math.max(0, verbIndex - 6), verbIndex);
  if (before.some((w) => NEGATION.has(w))) return false;
  const last = [...before].reverse().find((w) => !['keep', 'keeps', 'kept', 'always', 'still', 'just', 'all', 'even', 'will', 'would', 'to', 'be', 'being', 'are', 'is', 'was', 'were', 'do', 'does', 'did', 'also', 'then', 'try', 'tried', 'started', 'start'].includes(w));
  if (last === undefined || SELF.has(last) || ANIMALS.has(last) || SIBLINGS.has(last) || ADULTS.has(last) || storyWords.has(last)) return false;
  const owner = before[before.lastIndexOf(last) - 1] ?? '';
  if (ADULTS.has(owner.replace(/'?s$/, ''))) return false;
  return !before.includes('i') || before.lastIndexOf('i') < before.length - 3;
}

function victimised(words: readonly string[], sentence: string, storyWords: ReadonlySet<string>): boolean {
  for (let v = 0; v < words.length; v += 1) {
    const lemma = VICTIM_VERBS.get(words[v] ?? '');
    if (!lemma) continue;
    if (['tell', 'say', 'call'].includes(lemma) && insultedAt(words, v + 1) && actorBefore(words, v, storyWords)) return true;
    let o = v + 1;
    if (PARTICLES.has(words[o] ?? '') && words[o + 1] === 'me') o += 1;
    const onMe = words[o] === 'me' && !NOT_ME_VERBS.has(lemma);
    const reach = words.slice(v + 1, v + 6);
    const myAt = reach.indexOf('my');
    const onMine = ON_MY.has(lemma) && (myAt >= 0 || reach.join(' ').includes('of me'))
      && (reach.some((w) => POSSESSIONS.has(w) || w === 'me') || (myAt >= 0 && (REPEAT.test(sentence) || PLACE.test(sentence))));
    if (!onMe && !onMine) continue;
    if (!actorBefore(words, v, storyWords)) continue;
    if (!WEAK_VICTIM_VERBS.has(lemma) || REPEAT.test(sentence) || PLACE.test(sentence)) return true;
  }
  return false;
}

/** Rough play and sport ("pushed over in rugby"), unless it happens again and again. */
export function isPlay(sentence: string): boolean {
  return PLAY.test(sentence) || (SPORT.test(sentence) && !REPEAT.test(sentence));
}

/** True when a sentence reports the child being bullied, mocked or shut out by peers. */
export function structuralBullying(sentences: readonly (readonly string[])[], storyWords: ReadonlySet<string>): boolean {
  return sentences.some((words) => {
    const sentence = words.join(' ');
    if (PLAY.test(sentence)) return false;
    return LEFT_OUT.some((p) => p.test(sentence)) || (!isPlay(sentence) && victimised(words, sentence, storyWords));
  });
}
