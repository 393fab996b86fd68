/**
 * How the rules' kinds and the classifier's are put together for one message. Both layers are kept,
 * less two double reports a teacher would read as one event told twice.
 */
import { ADULTS, HARM_VERBS, PERSON_NOUNS, PERSON_PRONOUNS } from './lexicon';
import type { SafetyAlertType } from './types';

/**
 * The kinds the screen reports: both layers' kinds, less violence for self-injury and bullying for harm
 * by a grown-up, a partner or a stranger. The cross-validation counts through this too.
 */
export function mergeKinds(ruleKinds: ReadonlySet<SafetyAlertType>, classifierKinds: ReadonlySet<SafetyAlertType>, text: string): Set<SafetyAlertType> {
  const kinds = new Set([...ruleKinds, ...classifierKinds]);
  if (selfInjuryOnly(kinds, text)) kinds.delete('violence');
  if (ruleKinds.has('bullying') && !ruleKinds.has('violence') && classifierKinds.has('violence') && !classifierKinds.has('bullying') && !amongSchoolPeers(text)) {
    kinds.delete('bullying');
  }
  return kinds;
}

const SCHOOL = /\b(?:school|class|classmates?|kids?|bull(?:y|ies|ied|ying)|bus|playground|break|lunch|recess|year \w+|grade|form|pe|corridor|lockers?|group chat)\b/;
const NOT_PEERS = new Set(['older', 'big', 'men', 'gang', 'ex', 'partner', 'lads', 'jumped', ...ADULTS]);

/**
 * Harm among children at school is bullying even when the classifier reads violence ("the boys at my
 * school beat me up"); harm by grown-ups, older youths, a partner or strangers ("dad punched the wall
 * and then he punched me", "some older lads jumped me on the way home") is violence, which the rules'
 * bullying shapes also match because they cannot tell who "he" is.
 */
function amongSchoolPeers(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  return SCHOOL.test(lower) && !lower.split(/[^a-z]+/).some((w) => NOT_PEERS.has(w));
}

const OTHER_PEOPLE = new Set([...PERSON_PRONOUNS, ...PERSON_NOUNS, 'he', 'she', 'they', 'his', 'their', 'hes', 'shes', 'theyre']);
const OWNERS = new Set(['my', 'his', 'her', 'their', 'our', 'your']);
/** Words after "my parents" that make it the people, not their things ("my parents are", "my brothers said"). */
const ACTS = new Set(['are', 'were', 'do', 'did', 'dont', 'didnt', 'will', 'would', 'have', 'had', 'always', 'never', 'keep', 'said', 'say', 'make', 'made', 'get', 'got', 'shout', 'yell', 'scream', 'fight', 'argue', 'and', 'who', 'when']);

/**
 * Self-harm that names nobody else is self-injury, not violence: "i cut my arm with the blade from my
 * sharpener" or "i hold my dads lighter to my wrist" is one alert for the teacher, self-harm. A
 * possessive ("my dads lighter") is a thing, not a person; anyone else named keeps violence ("i want
 * to hurt him and then myself").
 */
function selfInjuryOnly(kinds: ReadonlySet<SafetyAlertType>, text: string): boolean {
  if (!kinds.has('self_harm') || !kinds.has('violence')) return false;
  const words = text.toLowerCase().replace(/[’']/g, '').split(/[^a-z]+/);
  return !words.some((w, i) => {
    const next = words[i + 1] ?? '';
    const possessive = w.endsWith('s') && PERSON_NOUNS.has(w.slice(0, -1)) && OWNERS.has(words[i - 1] ?? '') && next.length > 0 && !HARM_VERBS.has(next) && !ACTS.has(next);
    return !possessive && OTHER_PEOPLE.has(w);
  });
}
