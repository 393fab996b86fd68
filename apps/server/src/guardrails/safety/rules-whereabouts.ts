/**
 * Where and when a child will be without a grown-up: "i'll be at the skate park by myself at four",
 * "i'm home alone every day after school till six". Each part alone is ordinary talk ("we went to the
 * park", "i read on my own after school"); a place, a time and being alone (or an offer to be found
 * there) together tell a stranger where to find the child.
 */
import { spokenNumbers } from './normalize';
import { speechForm } from './speech';

const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)s?';
const TIME = new RegExp(
  [
    '\\b(?:at|from|till|until|til|by|around|about) \\d{1,2}(?:[: ]\\d\\d)?\\b',
    '\\b\\d{1,2} ?(?:am|pm|o\'?clock)\\b',
    '\\b(?:at|from|till|until) (?:noon|midday|lunchtime|half past|quarter (?:past|to))\\b',
    `\\b(?:tonight|tomorrow|right now|after school|before school|every (?:day|morning|afternoon|evening|night|${DAY})|this (?:morning|afternoon|evening|${DAY})|on ${DAY}|${DAY})\\b`,
  ].join('|'),
);
const PLACE_WORDS =
  '(?:park|playground|skate ?park|mall|shopping (?:centre|center)|food court|library|station|bus stop|shop|shops|store|pool|cinema|arcade|field|fields|woods|beach|rec|car park|parking lot|canal|underpass|corner|bridge|street|road|lane|avenue|drive)';
const PLACE = new RegExp(`\\b(?:at|to|in|by|near|outside|behind|down|on|along|round|around) (?:the )?(?:[a-z]+ ){0,2}${PLACE_WORDS}\\b|\\bon [a-z]+ and [a-z]+\\b`);
const ALONE = /\b(?:by myself|on my own|all alone|alone|nobody (?:is )?(?:home|there|with me)|no one (?:is )?(?:home|there|with me)|(?:dropped|drops) me off|without (?:a grown ?up|an adult|my (?:mum|mom|dad|parents)))\b/;
/** An offer to be found at a clock time needs no "alone": "meet me at the park at 4". */
const FINDABLE_AT = /\b(?:i will be|i am going to be|meet me|come find me|come and find me|find me|come meet me)\b/;
const CLOCK = /\b(?:at|from|till|until|by) (?:\d{1,2}(?:[: ]\d\d)?|noon|midday|half past|quarter (?:past|to))\b|\b\d{1,2} ?(?:am|pm|o'?clock)\b/;
const WITH_OTHERS = /\bwith (?:my |our )?(?:mum|mom|dad|parents|family|nan|nana|gran|grandma|grandpa|brother|sister|class|teacher|friends?|cousins?|aunt|auntie|uncle|babysitter|carer)\b/;
const PAST = /\b(?:was|were|went|yesterday|last (?:week|night|year|time|weekend|summer))\b/;
const HOME_ALONE = /\b(?:i am|i will be|i get|i stay|i will stay|i have to stay|i am always|i am usually) (?:\w+ )?(?:home alone|alone at home|at home alone|on my own at home|at home on my own|at home by myself)\b/;

/** True when one sentence of the message says where and when the child will be on their own. */
export function whereaboutsAlone(text: string): boolean {
  // Cheap first look: most messages name no way of being alone or findable, and skip the rewriting.
  if (!/\b(?:alone|myself|own|nobody|no one|dropped|drops|without|meet|find|be at|be in|be by|be outside)\b/i.test(text)) return false;
  return spokenNumbers(speechForm(text))
    .split(/[.!?;]+/)
    .some((sentence) => {
      if (PAST.test(sentence) || WITH_OTHERS.test(sentence) || !TIME.test(sentence)) return false;
      if (HOME_ALONE.test(sentence)) return true;
      if (!PLACE.test(sentence)) return false;
      return (ALONE.test(sentence) && /\bi\b/.test(sentence)) || (FINDABLE_AT.test(sentence) && CLOCK.test(sentence));
    });
}
