/**
 * The unsafe lines the safety screen looks for, in the shapes children say them, for the recogniser's
 * question pass: a line the grammar cannot say is heard as something else and raises no alert (issue 25
 * found "i want to hurt myself" heard as "i want to talk to nora"). Each pattern here is matched by the
 * rules in this folder (rules-self-harm, rules-bullying, rules-violence, rules-personal, unclear-speech).
 */
import type { PhrasePattern } from '../../language/question-patterns';

const PEOPLE = [
  'a boy', 'a girl', 'someone', 'somebody', 'he', 'she', 'they', 'a kid', 'the kids', 'the big kids', 'the older kids', 'the other kids',
  'some kids', 'some boys', 'some girls', 'the boys', 'the girls', 'a boy in my class', 'a girl in my class', 'my brother', 'my sister',
  'my dad', 'my mum', 'my mom', 'my stepdad', 'my uncle', 'my cousin', 'my teacher', 'my friend', 'people', 'everyone',
];
// Both verb forms: "a boy hits me", "the older kids kick me".
const HURTS = [
  'hits', 'hit', 'hurts', 'hurt', 'kicks', 'kick', 'kicked', 'pushes', 'push', 'pushed', 'punches', 'punch', 'punched', 'slaps', 'slap',
  'slapped', 'bites', 'bite', 'pinches', 'pinch', 'bullies', 'bully', 'bullied', 'beats', 'beat', 'beat up', 'beats up', 'is mean to',
  'are mean to', 'laughs at', 'laugh at', 'picks on', 'pick on', 'threatens', 'threaten', 'scares', 'scare',
];
const WHEN = ['', 'at school', 'every day', 'at school every day', 'at home', 'all the time', 'again', 'at playtime', 'on the bus'];
/** What they do to the child besides hurting: "the big kids take my lunch", "they call me names". */
const TAUNTS = ['call me names', 'calls me names', 'take my lunch', 'takes my lunch', 'take my things', 'takes my things', 'steal my things', 'steals my things'];

export const SPOKEN_SAFETY_PATTERNS: readonly PhrasePattern[] = [
  [PEOPLE, ['', 'at school', 'at home'], HURTS, ['me', 'us'], WHEN],
  [['i', 'i really'], ['want to', 'wanna', 'am going to', 'feel like i want to'], ['hurt', 'kill', 'cut'], ['myself']],
  [PEOPLE, ['', 'at school', 'at home'], TAUNTS, WHEN],
  [['i'], ['want to die', 'wish i was dead', "don't want to live", "don't want to be alive", 'hate myself']],
  [['nobody', 'no one'], ['likes me', 'loves me', 'wants me', 'plays with me']],
  [['i'], ['am scared', 'feel scared', 'am scared to go'], ['', 'at home', 'at school', 'home', 'to school']],
  [['i live at', 'my address is', 'my house is at'], ['', 'number'], ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'twenty'], ['', 'main', 'high', 'park', 'church', 'school'], ['street', 'road', 'lane', 'avenue']],
  [['my'], ['phone number', 'number', 'address', 'password'], ['is']],
];
