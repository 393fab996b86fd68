/**
 * Swear words, matched after look-alikes are undone ("sh1t", "f*ck", "f u c k") and misspelled or split
 * swears are brought back (./swears: "fack", "sh it", "biatch"). Words that only contain a swear word
 * ("class", "grass", "Scunthorpe", "cocktail", "Dick Whittington") are left alone, and so are minced
 * oaths a school lets pass ("heck", "darn", "gosh", "fudge", "shoot", "freaking", "frigging", "crikey").
 * Stand-ins that still say the word ("effing", "eff off", "ffs", "a-hole") are swearing, and so are
 * disability and sexual slurs used as swears ("so retarded", "spaz", "slag").
 */
import { obfuscationFree } from './normalize';
import { swearForm } from './swears';
import type { SafetyFinding } from './types';

const SWEARS = [
  'f+u+c+k+\\w*', 'f\\*+c?k\\w*', 'f\\*+\\w*k', 'fck\\w*', 'fuk\\w*', 'fk', 'fkn', 'fkin', 'fking', 'fkd', 'effing', 'motherf\\w+', 'sh+i+t+\\w*', 'sh\\*+t\\w*', 'bullshit',
  'bitch\\w*', 'b\\*+tch\\w*', 'bastards?', 'ass', 'asshole\\w*', 'arse', 'arsehole\\w*', 'a\\*+hole', 'dumbass', 'jackass', 'damn\\w*', 'dammit', 'goddam\\w*',
  'crap\\w*', 'piss\\w*', 'dicks?', 'dickhead', 'cocks?', 'cunts?', 'c\\*+nt', 'twats?', 'wank\\w*', 'bollocks', 'bugger',
  '[fsbc]\\*{2,}[a-z*]*', 'sluts?', 'whores?', 'douche\\w*', 'wtf', 'stfu', 'omfg', 'prick', 'tits', 'boobs',
  'shite', 'shat', 'eff(?:ing|in|ed)', 'ffs', 'fml', 'gtfo', 'a-holes?', 'bellends?', 'tossers?', 'mofos?',
  // Slurs a school treats as swearing ("this game is so retarded"); not "retardant" or "spa".
  'retards?', 'retarded', 'spaz', 'spazz', 'spazzy', 'spastic', 'slags?',
];
const PROFANITY = new RegExp(`(?:^|[^a-z*])(?:${SWEARS.join('|')})(?=$|[^a-z*])`);
const HELL = /\b(?:the hell|go to hell|hell no|hell yeah|bloody hell|son of a ?b\w*)\b|\b(?:f|eff) (?:this|that|you|off|it|my life|everything|everyone|school)\b|\b(?:what|shut|who|how|why) the (?:actual |bloody )?f(?: up| off)?(?:\b|$)/;
/** Story uses of words on the list: the rooster, the donkey, the name. */
const INNOCENT = /\bshiitake\b|\b(?:the|a|old|proud|red) cock\b|\bcock(?:erel|-a-doodle)|\bdick whittington\b|\bwild ass\b|\b(?:an|the|a|his|her) ass (?:brayed|carried|and)\b|\bmoby dick\b/;

/**
 * `lookAlikes: false` matches only swears as written: a recogniser writes dictionary words, so a
 * look-alike in a doubtful hearing is the recogniser's guess, not the child's word.
 */
export function screenProfanity(text: string, options: { lookAlikes?: boolean } = {}): SafetyFinding[] {
  const free = obfuscationFree(text);
  const plain = options.lookAlikes === false ? free : swearForm(free);
  if (INNOCENT.test(plain)) return [];
  if (PROFANITY.test(plain) || HELL.test(plain)) {
    return [{ alertType: 'profanity', severity: 'medium', description: 'The child used a swear word.' }];
  }
  return [];
}
