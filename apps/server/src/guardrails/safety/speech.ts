/**
 * Speech-transcript text as the structure rules read it: chat and spoken shortcuts spelled out
 * ("gonna" → "going to", "cuz" → "because", "kms" → "kill myself"), contractions split into words
 * ("i'll" → "i will"), and the result cut into sentences of plain words.
 */
import { basicForm } from './normalize';

const SLANG: Record<string, string> = {
  gonna: 'going to', gunna: 'going to', wanna: 'want to', wana: 'want to', gotta: 'got to', imma: 'i am going to',
  ima: 'i am going to', cuz: 'because', cos: 'because', coz: 'because', bc: 'because', bout: 'about', u: 'you',
  ur: 'your', r: 'are', ya: 'you', n: 'and', tmrw: 'tomorrow', tmr: 'tomorrow', '2moro': 'tomorrow', rn: 'right now',
  kms: 'kill myself', kys: 'kill yourself', pls: 'please', ppl: 'people', sum: 'some', smth: 'something',
  nobody: 'nobody', noone: 'no one', dont: 'do not', wont: 'will not', cant: 'can not', hed: 'he would',
  shed: 'she would', theyd: 'they would', theyll: 'they will', youll: 'you will', wouldnt: 'would not', aint: 'is not',
  b4: 'before', wud: 'would', wen: 'when', wat: 'what', luv: 'love', thot: 'thought', lil: 'little', da: 'the',
  stepmum: 'stepmum', mi: 'my', myslef: 'myself', myslf: 'myself', mysef: 'myself', meself: 'myself', tho: 'though', skool: 'school',
};
const CONTRACTED: Record<string, string> = {
  "i'm": 'i am', "i'll": 'i will', "i'd": 'i would', "i've": 'i have', "we'll": 'we will', "we're": 'we are',
  "you're": 'you are', "they're": 'they are', "he's": 'he is', "she's": 'she is', "it's": 'it is', "that's": 'that is',
  "don't": 'do not', "doesn't": 'does not', "didn't": 'did not', "won't": 'will not', "can't": 'can not',
  "wasn't": 'was not', "weren't": 'were not', "isn't": 'is not', "aren't": 'are not', "wouldn't": 'would not',
  "couldn't": 'could not', "shouldn't": 'should not', "he'll": 'he will', "she'll": 'she will', "they'll": 'they will',
  "he'd": 'he would', "she'd": 'she would', "they'd": 'they would', "there's": 'there is', "what's": 'what is',
};
/** "ill" is "i'll" unless it follows a word that makes it "unwell" ("i'm ill", "so ill"). */
const ILL_IS_UNWELL = /^(?:am|i'm|is|was|were|be|been|feel|felt|feeling|so|very|really|get|got|getting|too|and|bit|quite|fell|seriously)$/;
/** "id do it", "id rather": the words after "id" that make it "i would". */
const ID_BEFORE = /^(?:do|be|go|like|love|rather|never|want|hit|kill|hurt|punch|have|get|make|say|just|probably|really|give|die|run|stab|take)$/;
const ID_IS_I_WOULD = /^(?:if|then|so|and|but|honestly|maybe|i)$/;

/** One message as lists of plain words, one list per sentence. */
export function speechSentences(text: string): string[][] {
  return speechForm(text)
    .split(/[.!?;]+|,? but /)
    .map((s) => s.split(/[^a-z0-9']+/).filter((w) => w.length > 0))
    .filter((words) => words.length > 0);
}

/** The message in full words, with sentence punctuation kept. */
export function speechForm(text: string): string {
  const words = basicForm(text).replace(/[,"()]/g, ' , ').replace(/\bstep (mum|mom|dad|mother|father|brother|sister)\b/g, 'step$1').split(/\s+/);
  const out: string[] = [];
  words.forEach((raw, index) => {
    const previous = (words[index - 1] ?? '').replace(/[^a-z']/g, '');
    const trail = /[.!?;]+$/.exec(raw)?.[0] ?? '';
    const word = raw.slice(0, raw.length - trail.length).replace(/^'+|'+$/g, '');
    let full = CONTRACTED[word] ?? SLANG[word] ?? word;
    if (word === 'ill' && !ILL_IS_UNWELL.test(previous)) full = 'i will';
    if (word === 'id' && (index === 0 || ID_IS_I_WOULD.test(previous) || ID_BEFORE.test(words[index + 1] ?? ''))) full = 'i would';
    if (word === 'were' && (index === 0 || previous === 'and') && /^(?:gonna|going|gunna|about|planning)$/.test(words[index + 1] ?? '')) full = 'we are';
    full = CONTRACTED[full] ?? full;
    if (full !== ',') out.push(full + trail);
  });
  return out.join(' ');
}
