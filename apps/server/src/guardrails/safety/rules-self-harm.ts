/**
 * A second, word-level net for self-harm, the one alert that must not be missed: a harm verb aimed at
 * "myself" in any inflection ("starving myself"), a wish to be dead said of the child ("it would be
 * better if I died", "I wish I wasn't alive"), or a way of dying named as a plan ("jump out the
 * window"). Everyday idioms ("died laughing") are taken out by the caller.
 */
import { stem } from '../../language/text';

const HARM_STEMS = new Set(
  ['kill', 'hurt', 'harm', 'cut', 'starve', 'punch', 'hit', 'burn', 'stab', 'hang', 'drown', 'poison', 'scratch', 'bite', 'bang', 'choke', 'suffocate', 'punish']
    .map((w) => stem(w)),
);
const WISH = /\b(?:wish|wished|want|wanted|wanna|better|should|would|rather|hope|going to|gonna|ready to|deserve|plan|planning|trying to|try to)\b/;
const DEATH = /\b(?:die|died|dying|dead|death)\b|\bnot (?:\w+ ){0,3}(?:be )?alive\b|\b(?:wasn't|was not|weren't|were not|not|never been|stop being) alive\b|\bnot (?:be )?(?:here|around) (?:anymore|any more)\b/;
const FIRST_PERSON = /\bi\b|\bi'm\b|\bi'd\b|\bme\b|\bmy ?self\b/;
const PLAN = /\b(?:jump|jumped|jumping|throw my ?self) (?:out|off|from) (?:of )?(?:a |the |my |our )?(?:window|bridge|roof|building|cliff|balcony|tower)\b|\b(?:in front of|under) (?:a |the )?(?:car|train|bus|truck)\b/;

/**
 * Self-referential despair and worth cues in speech form ("im a waste of space", "whats even the point
 * of me", "i wanna go to sleep and not wake up", "i been cutting again"), read with "gonna", "kms" and
 * contractions already spelled out. Each needs the child as subject or object.
 */
const DESPAIR = [
  /\bi am (?:just |such |only |nothing but )?(?:a )?(?:waste of (?:space|air|oxygen|life)|burden|mistake|nothing|worthless|better off dead|done with (?:life|everything|living))\b/,
  /\b(?:feel|felt|feeling) like (?:i am |i'm )?(?:just )?(?:a )?(?:burden|waste of space|nothing|mistake)\b/,
  /\bpoint (?:of|in) (?:me|my life|living|being alive|trying|going on|anything|even being here)\b/,
  /\bwant (?:it|this|everything|it all) (?:to be |all )?over\b|\bjust want it to stop\b/,
  /\b(?:sleep|fall asleep|go to sleep)\b(?: \w+){0,3} (?:and )?(?:not|never) wake up\b|\b(?:asleep|sleep) forever\b/,
  /\bdisappear (?:for good|forever|for ever)\b|\bgone for good\b/,
  /\b(?:goodbye|good bye|suicide|farewell) (?:letters?|notes?|messages?|texts?|videos?)\b|\bi (?:have )?(?:wrote|written|writing|write|left|leaving|sent|sending) (?:everyone|everybody|all my friends|my (?:family|friends|mum|mom|dad|parents)) (?:a )?goodbyes?\b/,
  // Not eating or being sick on purpose to be smaller.
  /\b(?:throw up|am sick|make myself sick|make myself throw up|do not eat|not eat|stop eating|stopped eating|skip (?:meals|lunch|dinner|breakfast)|starve)\b[^.!?]*\bso (?:that )?i (?:can |will |could )?(?:be|get|look|stay|become|lose) (?:smaller|thinner|skinny|skinnier|thin|lighter|weight)\b|\bmake myself (?:sick|throw up|vomit|puke) (?:after|when|every)\b/,
  /\bhow to (?:hang|kill|drown|poison|overdose|cut) (?:your|my|one)?self\b|\bhow (?:many|much) (?:pills|tablets)\b/,
  /\b(?:just |should |gonna |going to |want to |will )end it\b(?! with)/,
  /\bi (?:have |had )?(?:been |started |keep |am )?(?:cutting|scratching|burning|hitting) (?:again|myself|my (?:arms?|legs?|wrists?|skin))\b|\b(?:till|until) (?:they|it|i) bleeds?\b/,
  /\bi deserve (?:to (?:hurt|suffer|be hurt|feel pain|die|be punished)|pain|it all)\b/,
  /\b(?:took|take|taking|swallowed|swallow) (?:\w+ ){0,5}(?:pills|tablets|paracetamol|painkillers|medicine)\b/,
  /\b(?:if|when) i (?:was|were|am) not (?:around|here|alive)\b|\b(?:easier|better|happier) (?:for everyone |for them )?(?:if|when) i\b/,
  /\b(?:wish|hope|pray|praying|wishing|hoping)\b(?: \w+){0,3} (?:would|could|will|to) (?:hit|kill|run over|crush|take|hurt|end) me\b/,
  /\btired of (?:being alive|living|life|existing|being me|everything)\b|\bhate being (?:me|alive|myself)\b|\bno way out\b|\b(?:everything|it all) (?:to )?go (?:black|dark)\b/,
  /\b(?:razor|blade|blades|pills|tablets|rope|belt)\b[^.!?]*\bwhen i am (?:sad|upset|angry|stressed|lonely|down|low)\b/,
  /\b(?:hit|hitting|bang|banging|punch|punching|scratch|scratching|cut|cutting|burn|burning|pull|pulling|bite|biting)\b(?: \w+){0,1} my (?:head|arms?|legs?|wrists?|skin|face|hair|hands?)\b[^.!?]*\b(?:when i am (?:sad|upset|angry|stressed)|so (?:it|that it) hurts|to feel)\b/,
  /\b(?:thinking|thought|think) (?:about|of) how (?:i would|to) do it\b|\bnever be good enough\b[^.!?]*\bpoint\b|\bwill not be (?:here|around) (?:long|much longer|for long)\b/,
  /\b(?:would not|wouldn't|will not|won't|nobody would|no one would) (?:even )?(?:cry|care|notice|miss me)\b[^.!?]*\bif (?:something|anything) (?:happened|happens) to me\b/,
  /\b(?:be|are|were|is) (?:\w+ ){0,2}(?:fine|ok|okay|better|happier|better off) without me\b|\bend(?:ing)? (?:things|everything)\b/,
  /\b(?:wish|want) i (?:could )?(?:just )?(?:stop|stopped) (?:existing|breathing|living)\b|\bkill myself\b/,
  // Preparation: looking up ways and places.
  /\b(?:looked up|look up|looking up|searched|searching|googled|googling|found out|finding out|researched|researching|checked|checking|asked ai)\b(?: \w+){0,6} (?:ways to die|how to die|painless (?:way|ways|death)|how long it takes to (?:die|bleed|drown|suffocate)|(?:highest|tallest) (?:bridge|building|cliff|car park|multi storey|roof|tower)|lethal dose|how (?:many|much) (?:\w+ )?(?:pills|tablets|paracetamol) (?:it takes|kill|would))\b/,
  /\bshould (?:never|not) have been born\b/,
  // Feeling unloved, said of the child ("i feel like nobody loves me"); "nobody wants me" is bullying's.
  /\b(?:nobody|no one|no-one|not one person|not even my (?:mum|mom|dad|family|parents)) (?:\w+ ){0,2}(?:loves?|cares? (?:about|for)|misses|would miss) me\b(?! (?:being|to)\b)/,
];
const FIRST = /\b(?:i|me|my|myself)\b/;
/** Despair that is about the speaker even without "I" ("there's no reason to keep going"). */
const IMPLICITLY_SELF = [
  /\b(?:not|no longer|never)\b(?: \w+){0,5} worth (?:living|it anymore|it any more)\b|\blife is not worth it\b/,
  /\b(?:no|any|a|what) (?:reason|point) (?:to|for me to|in) (?:keep going|keeping going|go on|going on|carry on|carrying on|stay alive|keep living|living|wake up)\b/,
];

/** Giving belongings away is a warning sign when it comes with not needing them or being remembered. */
const GIVING_AWAY = /\b(?:giving|gave|give|given|gives) (?:away )?(?:all )?(?:of )?my (?:\w+ ){0,3}(?:away|to (?:my|everyone|people|friends))\b|\b(?:giving|gave|give|given) away (?:all )?(?:of )?my\b/;
const NO_LONGER_NEEDED = /\b(?:not|never) (?:going to )?need (?:them|it|any of (?:it|them|this)|anything|my \w+) (?:anymore|any more|where i am going|after|soon)\b|\bremember me\b|\b(?:when|after|once) i am gone\b|\bbefore i go\b|\bnot (?:be )?(?:here|around) (?:to|much|for|anymore|any more)\b/;

const DEAD_RELATIVE = '(?:my )?(?:\\w+ )?(?:grandad|grandpa|granddad|grandma|granny|gran|nan|nana|nanny|nanna|mum|mom|mummy|dad|daddy|brother|sister|friend|cousin|uncle|auntie|aunt)';
/** Wanting to be with someone who has died, now: "i want to be with my grandad in heaven right now". */
const REJOIN = new RegExp(
  `\\b(?:want|wish|wanna|hope|ready|can i|could i|let me)\\b(?: \\w+){0,3}? (?:be with|join|go (?:to|up to) heaven|go (?:and )?(?:be with|join)|go where|be where|go to where) ${DEAD_RELATIVE}?`,
);
const REJOIN_NOW = /\b(?:now|right now|tonight|today|soon|already)\b|\bso i (?:do not|will not) have to\b|\b(?:is|are|went)\b/;
const DIED = /\b(?:heaven|died|dead|passed away|passed|grave|funeral|is gone|are gone)\b/;

/** True when the speech form holds a sentence of self-referential despair. */
export function despairCue(speech: string): boolean {
  if (GIVING_AWAY.test(speech) && NO_LONGER_NEEDED.test(speech)) return true;
  if (DIED.test(speech) && speech.split(/[.!?;]+/).some((sentence) => REJOIN.test(sentence) && REJOIN_NOW.test(sentence.slice(REJOIN.exec(sentence)?.index ?? 0)))) return true;
  return speech
    .split(/[.!?;]+/)
    .some((sentence) => IMPLICITLY_SELF.some((p) => p.test(sentence)) || (FIRST.test(sentence) && DESPAIR.some((p) => p.test(sentence))));
}

/** True when a sentence reads as the child wanting to harm or kill themself. */
export function lexicalSelfHarm(plain: string): boolean {
  for (const sentence of plain.split(/[.!?;]+/)) {
    const words = sentence.split(/[^a-z']+/).filter((w) => w.length > 0);
    for (let i = 1; i < words.length; i += 1) {
      if ((words[i] === 'myself' || words[i] === 'self') && HARM_STEMS.has(stem(words[i - 1] ?? ''))) return true;
    }
    if (FIRST_PERSON.test(sentence) && WISH.test(sentence) && DEATH.test(sentence)) return true;
    if (FIRST_PERSON.test(sentence) && PLAN.test(sentence)) return true;
  }
  return false;
}
