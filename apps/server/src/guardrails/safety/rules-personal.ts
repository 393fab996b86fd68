/**
 * Personal information a child should not share: phone numbers (typed or read out digit by digit),
 * e-mail addresses, street addresses, full names, school names, passwords, and where and when the
 * child will be alone. Numbers are also read with spoken number words turned into digits, so
 * "fourteen laurel gardens" and "five fifty five ..." are seen like typed ones.
 */
import { basicForm, spokenNumbers } from './normalize';
import { whereaboutsAlone } from './rules-whereabouts';
import type { SafetyFinding } from './types';

const PHONE = /(?:\+?\d[\s().-]*){7,}/;
const EMAIL =
  /[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z.]{2,}|\b(?:at|@)\s*(?:gmail|googlemail|yahoo|hotmail|outlook|icloud|aol|proton(?:mail)?|live|btinternet|mail)\b|\bdot (?:com|org|net|edu|co(?: dot)? uk|ac(?: dot)? uk)\b|\bat (?:sign|symbol)\b|\be-?mail(?: address)?(?: is|'s| its) [a-z0-9._]+ (?:at|@) [a-z0-9]+/;
const STREET = '(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|court|ct|way|boulevard|blvd|close|crescent|place|terrace|circle|gardens|grove|mews|parade|rise|heights|towers|walk|hill|row)';
const ADDRESS = new RegExp(
  [
    `\\b\\d{1,5}\\s+(?:(?!on\\b|in\\b|a\\b|an\\b|at\\b|to\\b|my\\b|our\\b|of\\b|the\\b|and\\b|houses\\b|cars\\b|shops\\b|steps\\b|times\\b|miles\\b|laps\\b)[a-z]+\\s+){1,3}${STREET}\\b`,
    // "mine's number 14", "come round mine its 14": a house number without a road name.
    "\\b(?:mine|my house|my flat|my home|my place|our house|our flat|our place|where i live)(?: is|'s| its| it's| it is)? (?:at )?(?:number|no) \\d+",
    "\\b(?:round|to|at) (?:mine|my house|my place)(?:,)? (?:its|it's|it is) \\d{1,4}[a-z]? [a-z]+",
    "\\b(?:we|i) (?:live|are|am|'re|'m) (?:at|in) (?:number|no) \\d+",
    "\\bwe live at \\d",
    // "i live in the yellow house next to the fire station on pine road"
    `\\b(?:i|we) live\\b[^.!?]{0,60}?\\b(?:on|off|in) (?!a |an |the |this |that |my |our |your |same |one )[a-z]+ (?:[a-z]+ )?${STREET}\\b`,
    '\\bi live (?:at|on) (?:number )?\\d',
    `\\bi live (?:at|on) (?:[a-z]+ ){1,3}${STREET}\\b`,
    '\\b(?:my|our) (?:home |house |real )?address(?: is|\'s)\\b',
    '\\bflat \\d+',
    '\\bmy (?:house|flat|apartment) number is\\b',
    `\\b(?:house|home|flat|we live|i live|we are|i am) (?:is |at )?number \\d+ (?:on|in) (?:[a-z]+ ){1,2}${STREET}\\b`,
    '\\bmy (?:zip|post) ?code is\\b',
    '\\bapartment \\d+|\\bapt \\d+',
  ].join('|'),
);
const FAMILY = '(?:mum|mom|mother|dad|father|brother|sister|stepdad|stepmum|stepmom|nan|nana|gran|grandma|grandad|grandpa|auntie|aunt|uncle)';
const FULL_NAME = new RegExp(
  `\\bmy (?:full |real |whole )?name(?: is|'s|s) ([a-z]+) ([a-z]+)\\b|\\bmy ${FAMILY}(?:'s|s)? (?:full |real )?name(?: is|'s|s) ([a-z]+) ([a-z]+)\\b|\\b(?:i am|i'm) called ([a-z]+) ([a-z]+)\\b|\\bmy ${FAMILY} is ([a-z]+) ([a-z]+) and (?:he|she) works\\b`,
);
/** A grown-up's named workplace: "she works at riverside hospital", "he's the manager at the home depot on route 9". */
const WORKPLACE = new RegExp(
  `\\bmy ${FAMILY}\\b[^.!?]{0,40}\\b(?:works|is the \\w+) at (?:the )?(?!a |an |my |home\\b|school\\b|the )[a-z]+ (?:[a-z]+ )?(?:hospital|bank|school|shop|store|depot|factory|office|station|clinic|surgery|hotel|restaurant|garage|centre|center)\\b[^.!?]*\\b(?:on|in) [a-z]+ (?:\\d+|${STREET})\\b|\\bmy ${FAMILY}(?:'s|s)? (?:full |real )?name\\b[^.!?]{0,40}\\bworks at (?!a |an |home\\b|school\\b)[a-z]+ [a-z]+ (?:hospital|bank|school|shop|store|depot|factory|office|clinic)\\b`,
);
const NOT_SURNAME = /^(?:and|i|im|i'm|but|so|what|too|also|not|just|the|a|is|like|from|age|years?|very|by|at|in|on|after|because|really|too|for|sometimes|that|which|it|he|she|who|when|or|now)$/;
const SCHOOL = /\b(?:i go to|my school is(?: called)?|i attend|i'm at|i am at|we go to|i'm in|i am in|i'm from|i am from|from|at) (?:the )?(?:(?!(?:after|before|from|at|to|with|and|by|the|my|a|same|big|new|different|another|local|good|nice|small|best|only|old|your|his|her)\b)[a-z.'-]+ ){1,3}(?:school|elementary|primary|academy|middle|high|junior high|prep)\b|\bmy school(?:'s| is|s)? (?:called|named)\b|\b(?:i go to|i am at|i'm at|we go to|i'm in|i am in) (?:st|saint) [a-z]+/;
/** Ways into the child's accounts or home: wifi and door codes, locker combinations, where the key is. */
const ACCESS =
  /\b(?:our|my|the|mums?|moms?|dads?) (?:wifi|wi-fi|wi fi|internet|door|front door|gate|alarm|garage|locker|phone|ipad|tablet|laptop|computer|house|safe|bank|card|netflix|email) (?:password|passcode|pin|code|combo|combination|login)(?: number)? (?:is|it's|its|'s)\b|\b(?:the )?(?:combo|combination|door code|gate code|alarm code) (?:is|it's|its) \d|\b(?:spare )?key (?:is|it's|its|stays|lives) (?:always )?(?:under|in|behind|inside) (?:the |a )?(?:door ?mat|mat|plant|plant pot|flower ?pot|pot|rock|stone|bin|step|gnome)\b|\bsocial security (?:number )?is\b|\b(?:my )?(?:birthday|date of birth|dob) is (?:\w+ ){1,3}(?:19|20)\d\d\b/;
const PASSWORD = /\bmy (?:\w+ )?(?:password|passcode|pin|pin number|pin code|login|username|user name|gamertag|gamer tag) (?:for \w+ )?(?:is|it's|its)\b|\bmy (?:password|pin)'s\b|\b(?:password|passcode|pin) (?:to|for|on) (?:my|our|the) (?:\w+ ){0,2}(?:is|it's|its)\b/;
/** Accounts a stranger could message: "my snapchat is lily_g2014", "add me on insta, it's maxplays09". */
const HANDLE = /\bmy (?:snapchat|snap|insta|instagram|tiktok|discord|roblox|xbox|psn|whatsapp|kik|facebook|fb|twitter|youtube)(?: name| username| handle| account| id)?(?: is|'s)\b|\b(?:add|find|follow|message|dm) me on (?:snapchat|snap|insta|instagram|tiktok|discord|roblox|whatsapp|kik|facebook|xbox)\b[^.!?]*\b[a-z]*\d{2,}[a-z\d_]*\b|@[a-z0-9_.]{3,}|\b[a-z0-9]+ (?:underscore|under score) [a-z0-9]+\b|\bhashtag \d{3,}\b|\bmy (?:youtube |twitch )?channel(?: name)?(?:'s| is) (?:called )?[a-z]+|\b(?:add|find|follow|message|dm) me on (?:snapchat|snap|insta|instagram|tiktok|discord|roblox|whatsapp|kik|facebook|xbox|youtube|twitch)(?: its| it's| i'm| im| i am| as| at| under)? (?!(?:fun|cool|free|good|great|easy|the|a|really|so|and|if|when|later|please|too|now)\b)[a-z]+ (?:dot|underscore|\d)/;
/** UK postcodes ("ls6 2ab") and "my surname is …" say where and who the child is. */
const POSTCODE_OR_SURNAME = /\b[a-z]{1,2}\d{1,2}[a-z]? \d[a-z]{2}\b|\bmy (?:surname|last name|family name)(?: is|'s) [a-z]+/;

/** "one two three four five six seven" is counting, not a phone number. */
function isCounting(run: string): boolean {
  const numbers = run.split(/\D+/).filter((n) => n.length > 0).map(Number);
  if (numbers.length < 5) return false;
  const step = (numbers[1] ?? 0) - (numbers[0] ?? 0);
  return Math.abs(step) === 1 && numbers.every((n, i) => i === 0 || n - (numbers[i - 1] ?? 0) === step);
}

function phoneDigits(form: string): number {
  const run = form.match(PHONE)?.[0] ?? '';
  return isCounting(run) ? 0 : run.replace(/\D/g, '').length;
}

export function screenPersonal(text: string): SafetyFinding[] {
  const plain = basicForm(text);
  const found: SafetyFinding[] = [];
  const numbers = spokenNumbers(text);
  if (Math.max(phoneDigits(plain), phoneDigits(numbers)) >= 7) {
    found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared what looks like a phone number.' });
  }
  if (EMAIL.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared what looks like an e-mail address.' });
  if (ADDRESS.test(plain) || ADDRESS.test(numbers)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared a home address.' });
  const name = FULL_NAME.exec(plain);
  const surname = name?.slice(1).filter((group) => group !== undefined)[1];
  if ((surname !== undefined && !NOT_SURNAME.test(surname)) || WORKPLACE.test(plain)) {
    found.push({ alertType: 'personal_information', severity: 'medium', description: 'The child shared their full name.' });
  }
  if (SCHOOL.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child named their school.' });
  if (HANDLE.test(plain) || POSTCODE_OR_SURNAME.test(plain)) {
    found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared an account name, postcode or surname.' });
  }
  if (whereaboutsAlone(text)) {
    found.push({ alertType: 'personal_information', severity: 'high', description: 'The child said where and when they will be on their own.' });
  }
  if (ACCESS.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared a code, key place or identity number that gives access to them or their home.' });
  if (PASSWORD.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child started to share a password or PIN.' });
  return found;
}
