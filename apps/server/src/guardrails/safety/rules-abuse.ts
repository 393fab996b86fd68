/**
 * Abuse shapes the verb-after-grown-up rule in rules-violence misses: harm told in the passive ("i got
 * slapped by my mums boyfriend", "i get hit with a slipper"), its marks ("he leaves bruises"), being
 * tied up, held against something hot, sexual abuse and grooming told without a harm verb (clothes off, photos of the child's body,
 * secrets kept about touching or photos) and threats to make the child keep quiet ("if i tell he will
 * hurt my brother"). Read on one sentence in speech form; games and pretend are taken out by the caller.
 */
import { ADULTS, HARM_VERBS } from './lexicon';

const ADULT = [...ADULTS, 'boyfriend', 'foster carer', 'dinner lady', 'childminder', 'coach']
  .sort((a, b) => b.length - a.length)
  .join('|');
const HURT_PARTICIPLE =
  '(?:slapped|hit|punched|kicked|beaten|beat|smacked|whacked|choked|strangled|burned|burnt|thrown|shoved|pushed|grabbed|dragged|shaken|touched|attacked|stabbed|bitten|belted|thumped|battered|hurt|abused|starved|pinched|tied up|whipped|scalded|headbutted)';
/** Things grown-ups hit children with; a ball or a door is an accident, not abuse. */
const IMPLEMENT = '(?:belt|slipper|shoe|wooden spoon|spoon|stick|cable|wire|hanger|coat hanger|hairbrush|ruler|lead|hose|bat|fist|cane|plug|remote)';

const PASSIVE_BY_ADULT = new RegExp(
  `\\bi (?:got|get|gets|was|am|have been|had been|been|keep getting|kept getting|keep being|always get) (?:\\w+ )?${HURT_PARTICIPLE} (?:\\w+ ){0,4}?by (?:my|a|an|the|his|her|our|this|that|some|these|those) (?:\\w+ ){0,2}?(?:${ADULT})s?\\b`,
);
const HIT_WITH_IMPLEMENT = new RegExp(`\\b(?:i|me) (?:\\w+ )?(?:get|got|was|am|been|getting) (?:\\w+ )?${HURT_PARTICIPLE} (?:\\w+ ){0,2}?(?:with|by) (?:a|an|the|his|her|my (?:dad's|mum's|mom's)) (?:\\w+ )?${IMPLEMENT}\\b|\\bi (?:got|get|was|am|been) (?:beaten|battered|abused|belted|whipped) (?:at home|again|every)\\b`);
const MARKS = new RegExp(
  `\\b(?:he|she|they|${ADULT}) (?:\\w+ ){0,3}?(?:leaves?|left|leaving|gives?|gave|giving) (?:me )?(?:marks|bruises|a bruise|a black eye|welts|burns|scars|cuts)\\b|\\b(?:bruises?|marks|a black eye) (?:\\w+ ){0,3}?from (?:where |when )?(?:my|his|her) (?:\\w+ )?(?:${ADULT})\\b`,
);
/**
 * A grown-up holding the child's body to heat ("he held my hand on the hot cooker", "she holds my arm
 * against the radiator"); "mum held my hand under the cold tap" is care, so a heat source is needed.
 */
const HELD_TO_HEAT = new RegExp(
  `\\b(?:${ADULT}|he|she|they) (?:\\w+ ){0,2}?(?:held|holds|hold|holding|put|puts|putting|pressed|presses|pressing|pushed|pushes|stuck|sticks) my (?:\\w+ )?(?:hands?|arms?|fingers?|legs?|face|head|wrists?|skin) (?:on|onto|against|in|into|over|under|near) (?:the |a |my |his |her )?(?:(?:hot|boiling|burning|red hot) \\w+|cooker|stove|oven|hob|iron|fire|kettle|radiator|lighter|candle|cigarette|flame)\\b`,
);
const TIED = new RegExp(`\\b(?:${ADULT}|he|she|they) (?:\\w+ ){0,3}?(?:ties|tied|tying) me (?:up|to|down)\\b`);

/** Being made to undress, show or send the body, or touch a grown-up. */
const SEXUAL =
  /\b(?:made|makes|make|making|told|tells|asked|asks|asking|wants|wanted|tries to make|tried to make|tried to get|forced|forces) me (?:to )?(?:take (?:off )?my (?:clothes|top|pants|trousers|knickers|underwear|shirt)|get naked|undress|strip|show (?:him|her|them) my (?:body|privates?|private parts|bum|chest|boobs|willy)|touch (?:him|her|his|their|them)|send (?:him |her |them )?(?:pics|pictures|photos|videos|nudes)|sit on (?:his|her) lap)\b|\bnudes\b|\bnaked (?:pics|pictures|photos|videos)\b|\b(?:pics|pictures|photos|videos) of (?:me|my body) (?:naked|with no clothes|in my (?:underwear|pants|pyjamas|pajamas|bikini|swimsuit|knickers))\b|\b(?:get|got|getting|climb\w*) (?:in|into) (?:the )?(?:bath|bed|shower) with me\b|\bkiss(?:es|ed)? me on the (?:mouth|lips)\b/;
/** Secrecy put on the child ("its our special secret", "he said not to tell", "delete our chats"). */
const SECRECY =
  /\b(?:our (?:little |special )?secret|a (?:special |little )?secret between us|delete (?:our|the|my) (?:chats?|messages|texts)|(?:will|would) get in (?:big |so much )?trouble if i (?:tell|told|say)|(?:said|says|told me|tells me|made me promise|makes me promise|warned me|asked me)(?: \w+){0,3} (?:not to|to not|never to|never) (?:tell|say)|(?:said|says|told me|tells me) (?:do not|never) tell)\b/;
/** What the secret is about: the child's body, touching, pictures, or what a grown-up does to them. */
const ABUSE_CONTEXT =
  /\b(?:touch\w*|body|clothes|private\w*|naked|kiss\w*|lap|bath|bed|pictures? of me|photos? of me|pics of me|videos? of me|the (?:photos|pictures|pics|videos)|what (?:he|she|they) (?:does|did|do)|(?:does|did) to me|mature|robux|v ?bucks|pinch\w*|hurt\w*|hits?|smack\w*)\b/;
/** "if i tell, he will hurt my brother": harm threatened to keep the child quiet. */
const TELL_THREAT = /\bif i (?:tell|told|say anything|speak|snitch|tell anyone|tell anybody|tell the teacher|tell my \w+)\b/;
const EXPOSE = /\b(?:send|post|show|share|put) (?:them|the (?:photos|pictures|pics|videos)|it) (?:to|online|on)\b/;
const FAMILY_IDIOM = /\b(?:would|will|is going to|gonna|going to) (?:literally )?kill me\b/;

/** True when one sentence (speech form) tells of abuse by a grown-up or an older child. */
export function abuseShape(sentence: string): boolean {
  if (PASSIVE_BY_ADULT.test(sentence) || HIT_WITH_IMPLEMENT.test(sentence) || MARKS.test(sentence) || TIED.test(sentence) || SEXUAL.test(sentence) || HELD_TO_HEAT.test(sentence)) return true;
  if (SECRECY.test(sentence) && ABUSE_CONTEXT.test(sentence)) return true;
  if (TELL_THREAT.test(sentence) && !FAMILY_IDIOM.test(sentence)) {
    return sentence.split(' ').some((w) => HARM_VERBS.has(w) && !['break', 'lock', 'grab', 'throw'].includes(HARM_VERBS.get(w) ?? '')) || EXPOSE.test(sentence);
  }
  return false;
}
