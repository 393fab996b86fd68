/**
 * Personal information a child should not share: phone numbers (typed or read out digit by digit),
 * e-mail addresses, street addresses, full names, school names, passwords.
 */
import { basicForm, spokenDigits } from './normalize';
import type { SafetyFinding } from './types';

const PHONE = /(?:\+?\d[\s().-]*){7,}/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z.]{2,}|\b(?:at|@)\s*(?:gmail|yahoo|hotmail|outlook|icloud|aol|proton(?:mail)?)\b|\bdot (?:com|org|net|co uk)\b/;
const STREET = '(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|court|ct|way|boulevard|blvd|close|crescent|place|terrace|circle)';
const ADDRESS = new RegExp(
  [
    `\\b\\d{1,5}\\s+(?:(?!on\\b|in\\b|my\\b|our\\b|of\\b|the\\b|houses\\b|cars\\b|shops\\b)[a-z]+\\s+){1,3}${STREET}\\b`,
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
const FULL_NAME = /\bmy (?:full |real |whole )?name(?: is|'s|s) ([a-z]+) ([a-z]+)\b/;
const NOT_SURNAME = /^(?:and|i|im|i'm|but|so|what|too|also|not|just|the|a|is|like|from|age|years?|very)$/;
const SCHOOL = /\b(?:i go to|my school is(?: called)?|i attend|i'm at|i am at|we go to|i'm in|i am in|i'm from|i am from|from|at) (?:the )?(?:(?!(?:after|before|from|at|to|with|and|by|the|my|a|same|big|new|different|another|local|good|nice|small|best|only|old|your|his|her)\b)[a-z.'-]+ ){1,3}(?:school|elementary|primary|academy|middle|high|junior high|prep)\b|\bmy school(?:'s| is|s)? (?:called|named)\b/;
const PASSWORD = /\bmy (?:\w+ )?(?:password|passcode|pin|pin number|pin code|login|username|user name|gamertag|gamer tag) (?:for \w+ )?(?:is|it's|its)\b|\bmy (?:password|pin)'s\b|\b(?:password|passcode|pin) (?:to|for|on) (?:my|our|the) (?:\w+ ){0,2}(?:is|it's|its)\b/;
/** Accounts a stranger could message: "my snapchat is lily_g2014", "add me on insta, it's maxplays09". */
const HANDLE = /\bmy (?:snapchat|snap|insta|instagram|tiktok|discord|roblox|xbox|psn|whatsapp|kik|facebook|fb|twitter|youtube)(?: name| username| handle| account| id)?(?: is|'s)\b|\b(?:add|find|follow|message|dm) me on (?:snapchat|snap|insta|instagram|tiktok|discord|roblox|whatsapp|kik|facebook|xbox)\b[^.!?]*\b[a-z]*\d{2,}[a-z\d_]*\b|@[a-z0-9_.]{3,}/;
/** UK postcodes ("ls6 2ab") and "my surname is …" say where and who the child is. */
const POSTCODE_OR_SURNAME = /\b[a-z]{1,2}\d{1,2}[a-z]? \d[a-z]{2}\b|\bmy (?:surname|last name|family name)(?: is|'s) [a-z]+/;

export function screenPersonal(text: string): SafetyFinding[] {
  const plain = basicForm(text);
  const found: SafetyFinding[] = [];
  const digits = spokenDigits(text);
  if (PHONE.test(plain) || PHONE.test(digits)) {
    const longest = Math.max(...[plain, digits].map((t) => (t.match(PHONE)?.[0] ?? '').replace(/\D/g, '').length));
    if (longest >= 7) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared what looks like a phone number.' });
  }
  if (EMAIL.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared what looks like an e-mail address.' });
  if (ADDRESS.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared a home address.' });
  const name = FULL_NAME.exec(plain);
  if (name && !NOT_SURNAME.test(name[2] ?? '')) {
    found.push({ alertType: 'personal_information', severity: 'medium', description: 'The child shared their full name.' });
  }
  if (SCHOOL.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child named their school.' });
  if (HANDLE.test(plain) || POSTCODE_OR_SURNAME.test(plain)) {
    found.push({ alertType: 'personal_information', severity: 'high', description: 'The child shared an account name, postcode or surname.' });
  }
  if (PASSWORD.test(plain)) found.push({ alertType: 'personal_information', severity: 'high', description: 'The child started to share a password or PIN.' });
  return found;
}
