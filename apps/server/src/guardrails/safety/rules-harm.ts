/**
 * Self-harm, bullying and violence. Each needs the child to be the one hurt, hurting or threatened
 * ("they push me", "I want to hurt him"), so retellings ("the wolf wanted to kill the pig"), games and
 * idioms ("I killed it at football", "dying to know") are not alerts.
 */
import { storyOnlyWords } from './lexicon';
import { basicForm } from './normalize';
import { isPlay, structuralBullying } from './rules-bullying';
import { despairCue, lexicalSelfHarm } from './rules-self-harm';
import { isGameTalk, structuralViolence } from './rules-violence';
import { speechForm, speechSentences } from './speech';
import type { SafetyFinding } from './types';

const SELF_HARM = [
  /\b(?:kill|hurt|harm|cut|stab|hang|starve|punish|burn|scratch|hit|punch|bite|bit|drown|poison|unalive)(?:s|ed|ing|ting|ning)? my ?self\b/,
  /\bthink(?:ing)? (?:about|of) (?:dying|death|suicide|killing my ?self|hurting my ?self|ending (?:it|my life)|not being (?:here|alive))\b/,
  /\b(?:should(?:n't| not)|don't want to|do not want to|never want to|wish i didn't|wish i could never|don't deserve to) (?:be alive|live|wake up|exist|be here|be born)\b/,
  /\b(?:bang|banging|hit|hitting|punch|punching|cut|cutting|scratch|scratching|burn|burning|bite|biting)(?:s|ed)? my (?:head|arms?|wrists?|legs?|skin|hands?|face|body)\b[^.!?]{0,25}\bon purpose\b/,
  /\b(?:end|ending|ended) it all\b|\b(?:stop|quit) (?:living|being alive|existing)\b/,
  // "I … die / dead / not be here" said of the child themself, minus everyday idioms (checked below).
  /\bi\b[^.!?]{0,25}\b(?:die|dead|not (?:be )?(?:here|alive|around) anymore|not exist|disappear)\b/,
  /\b(?:want|wish|wished|wanted) (?:someone|somebody|you|them|god|it) (?:would|to|could) (?:kill|hurt|end) me\b/,
  /\bi(?:'m| am|'d| just| really)?\b[^.!?]{0,15}\b(?:want|wanna|going|gonna|wish i could|wish to|like to|ready to|deserve to|should|need to)(?: to)?(?: just| really| maybe| simply| all| already)? die\b(?! (?:laughing|of laughter))/,
  /\b(?:no|don't see the|what's the|there's no) point (?:in |of )?(?:living|life|being alive|going on|anything)\b|\bgive up on (?:everything|life|myself)\b|\bhate my life\b|\b(?:i'm|i am|i feel) (?:so )?(?:hopeless|worthless)\b/,
  /\b(?:jump|jumping) (?:off|from) (?:a|the|our) (?:bridge|roof|building|cliff|window|balcony)\b|\b(?:take|taking|took|swallow|swallowed) (?:all |a lot of |lots of )?(?:my |the |my mum's |my mom's |mum's |mom's )?(?:pills|tablets|medicine)\b|\boverdose\b/,
  /\bi (?:\w+ )?(?:cut|cutting|scratch|scratching|burn|burning|hurt|hurting|hit|hitting)(?:s|ed)? my (?:arms?|wrists?|legs?|skin|body|self)\b|\buntil (?:i|they|it) bleeds?\b/,
  /\b(?:everyone|everybody|people|they|my (?:family|parents|mum|mom|dad)|the world) (?:would|will) be (?:happier|better(?: off)?) (?:if i|without me)\b/,
  /\bif i (?:wasn't|was not|weren't|were not|didn't exist) (?:here|around|alive|born)\b|\bif i (?:just )?disappeared\b/,
  /\bi (?:want|wish) (?:i was|i were|to be|i could be) dead\b/,
  /\b(?:end|ending|take|taking) my (?:own )?life\b/,
  /\bsuicid/,
  /\b(?:don't|do not|dont) want to (?:live|be alive|exist|be here) ?(?:anymore|any more)?\b/,
  /\b(?:nobody|no one|no-one|anyone|anybody) (?:would|will|wouldn't|won't) (?:even )?(?:miss|care|notice)\b[^.!?]{0,20}\b(?:me|i)\b/,
  /\bbetter off (?:dead|without me)\b/,
  /\bno reason to (?:live|be alive)\b/,
  /\bi (?:should|could) just disappear\b|\bdisappear forever\b/,
  /\bi hate my ?self\b/,
  /\b(?:don't|do not|dont) deserve to (?:live|be alive|exist|be here)\b/,
  /\bnever wake up\b|\bsleep forever\b/,
  /\bwish i (?:was|were|had) never (?:been )?born\b/,
  /\bi can't (?:go on|take it any ?more|do this any ?more)\b/,
  /\bwant (?:it all|everything|my life) to (?:end|stop)\b/,
  /\bi (?:want|wanna) to (?:hurt|cut) (?:myself|my (?:arms?|legs?|wrists?|skin|body))\b/,
  // Running away, planned or wished (the classifier took "i want to run away" but not "… from home").
  /\bi(?:'m| am)? (?:\w+ )?(?:want to|wanna|going to|gonna|will|'ll|think i will|think i'll|might|am going to|plan to|keep thinking about|thinking about) (?:just )?run(?:ning)? away\b(?! (?:from|with) (?:the|a|that|this) (?:dog|bee|wasp|spider|monster|ghost|goose|cow|bull)| (?:to|and join) (?:the )?circus)/,
];
/** Bullies telling the child to harm themself ("they told me to go kill myself") is bullying, not the child's wish. */
const TOLD_TO_HARM_SELF =
  /\b(?:told|tell|tells|telling|said|say|says|saying|wrote|writes|writing|messaged|messages|messaging|texted|texts|keep telling) (?:me )?(?:to|i should) (?:go |just )?(?:and )?(?:kill|hurt|cut|harm) (?:my ?self|your ?self)\b|\bkys\b/gi;
const ACCIDENT = /\b(?:by accident|accidentally|on accident|when i fell|fell off|fell over|playing)\b/;
/** Everyday ways of talking about dying that are not about dying. */
const DEATH_IDIOM =
  /\bdie for (?:some |a |an |the )?(?!nothing|no one|nobody)\w+|\b(?:die|died|dying|dead) (?:laughing|of (?:laughter|boredom|embarrassment|shame|cuteness)|tired|bored|serious|easy|good|funny|quiet|on my feet|excited|happy|boring|cool|nice|lucky|jealous|sure|right|fast|slow|proud)\b|\bdying to\b|\bto die for\b|\b(?:almost|nearly) died\b|\bcould die (?:of|from) (?:happiness|joy|laughter|embarrassment)\b|\bso happy i could die\b|\bbattery (?:is |was )?dead\b|\b(?:phone|tablet|ipad|battery|plant|fish|hamster|goldfish|grandpa|grandma|dog|cat)\b[^.!?]{0,15}\b(?:died|dead)\b|\bdead (?:end|leaf|leaves)\b|\bin the game\b|\bmy character\b|\bembarrass\w*\b[^.!?]{0,30}\bdisappear\b|\bdisappear into (?:a |the |my )?(?:\w+ )?(?:book|story|game|world)\b|\btired\b[^.!?]{0,20}\bsleep forever\b|\bsleep forever (?:on|at|in|after|this|till|until)\b/;

/** Fear of dying and wishing someone else dead are not self-harm. */
const OTHERS_DEATH = /\b(?:scared|afraid|frightened|terrified) (?:to die|of dying|of death)\b|\b(?:want|wish|wanted|wished) (?:him|her|them|that \w+|my \w+|the \w+|my \w+ \w+) (?:was |were |would be |to be )?(?:dead|to die)\b/;

const VICTIM_VERBS =
  '(?:bull(?:y|ies|ied|ying)|pick(?:s|ed|ing)? on|(?:make|makes|made|making) fun of|laugh(?:s|ed|ing)? at(?! my (?:jokes?|story|stories|drawing|pictures?|idea))|call(?:s|ed|ing)?(?= me (?:names|a |an |[a-z]+ (?:names|because))| me$)|push(?:es|ed|ing)?|shov(?:e|es|ed|ing)|hit(?:s|ting)?|punch(?:es|ed|ing)?|kick(?:s|ed|ing)?|teas(?:e|es|ed|ing)|trip(?:s|ped|ping)?|spit(?:s|ting)? on|spat on|threaten(?:s|ed|ing)?|exclud(?:e|es|ed|ing)|ignor(?:e|es|ed|ing)|steal(?:s|ing)?|stole|tak(?:e|es|ing)|took|whisper(?:s|ed|ing)? about|gossip(?:s|ed|ing)? about|post(?:s|ed|ing)? (?:mean |nasty |bad |horrible )?(?:things|stuff|pics|pictures|photos|videos) (?:about|of)|beat(?:s|ing)? up|beat(?:s|ing)?|pull(?:s|ed|ing)?(?: on)?|(?:keep |keeps )?being (?:mean|nasty|horrible|rude) to|scar(?:e|es|ed|ing)|hurt(?:s|ing)?|slap(?:s|ped|ping)?|hat(?:e|es|ed|ing)|turn(?:s|ed)? against|(?:throw|throws|threw|throwing) (?:stuff|things|food|stones|rocks|paper|balls) at|shout(?:s|ed|ing)? at|yell(?:s|ed|ing)? at|scream(?:s|ed|ing)? at|follow(?:s|ed|ing)?|bite(?:s)?|bit|block(?:s|ed)?)';
const ADULTS = '(?:dad|daddy|father|mum|mom|mommy|mummy|mother|auntie|aunty|grandad|granddad|grandfather|grandmother|gran|nan|nanna|carer|foster (?:mum|mom|dad)|stepbrother|stepsister|step ?dad|step ?mom|step ?mum|stepfather|stepmother|uncle|aunt|babysitter|grandpa|grandma|teacher|coach|boyfriend)';
const PEERS =
  "(?:they|he|she|someone|somebody|everyone|everybody|people|bullies|(?:the |some |a |those |these |this |that |all the )?(?:big |older |other |mean |new )?(?:kids?|boys?|girls?|children|students|classmates|guys))(?: in (?:my |the )?(?:class|school|year \\w+|grade \\w+))?";
const BULLYING = [
  new RegExp(`\\b(?:${PEERS})\\b[^.!?]{0,25}\\b(?:put|puts|threw|throw|throws|hid|hide|hides|broke|break|breaks|ripped|rip|rips|stole|steal|steals|took|take|takes|wrecked|ruined|tore) my (?:bag|stuff|things|books?|lunch|coat|phone|pencils?|shoes?|homework|hat|drawing)\\b`),
  new RegExp(`\\b(?:${PEERS}|my classmates?|friends)\\b[^.!?]{0,25}\\b${VICTIM_VERBS} (?:me|my|about me|how i|the way i|what i)\\b`),
  /\bi (?:got|get|was|am|keep getting|have been|'ve been|'m|'m being|am being) (?:beaten up|beat up|pushed|hit|kicked|punched|called names|picked on|laughed at|made fun of|left out|tripped|teased|shoved|excluded|threatened|bullied|spat on|slapped|bitten|pinched)\b(?! by (?:a|the) (?:ball|door|car|branch|wave|swing|book))/,
  // Hurt on purpose, over and over: not a fall ("i got hurt at football" is no alert).
  /\bi (?:am|'m|keep) (?:being|getting) hurt\b/,
  /\b(?:i'm|i am|i get|i got|i keep getting|i've been|i was|being) (?:being )?bullied\b|\bthere(?:'s| is) a bully\b|\bbully (?:me|at school)\b/,
  /\b(?:nobody|no one|no-one) (?:likes|wants) (?:me|to (?:play|sit|be friends) with me)\b|\b(?:nobody|no one|no-one) (?:sits|plays|talks|hangs out|eats) (?:with|to) me\b|\bthey (?:won't|don't) let me play\b|\b(?:leave|left|leaves) me out\b/,
  /\bblock(?:s|ed)? me\b|\bsay(?:s|ing)? (?:bad|mean|nasty|horrible) (?:stuff|things)\b|\bscared (?:to go|of going) to school\b|\bi (?:don't|do not|dont|never|no longer|can't|cannot) feel safe (?:at|in) (?:school|class|the playground)\b|\b(?:nobody|no one|no-one) (?:wants|likes) to be my (?:partner|friend)\b|\b(?:won't|don't|wouldn't|never|didn't) let me (?:play|sit|join|come|be|hang out)\b|\bi (?:have|got) no friends\b|\b(?:won't|don't|doesn't|never|wouldn't) (?:talk|speak|play|sit) (?:to|with) me\b|\bnot to (?:play|talk|sit|be friends) with me\b|\b(?:are|is|were|was|being|been) (?:so |really |always )?(?:mean|nasty|horrible|rude|cruel) to me\b|\b(?:they|kids|people|everyone|everybody) (?:always )?pick on\b|\b(?:make|makes|made|making) me (?:give|hand over|pay) (?:them|him|her)\b/,
  /\b(?:mean|nasty|horrible|rude|embarrassing) (?:messages?|things|stuff|texts?|comments?|posts?|pictures?|photos?|videos?|memes?|rumou?rs?|names) (?:about|to|of) me\b|\bspread(?:s|ing)? (?:rumou?rs|lies) about me\b/,
  /\b(?:call(?:s|ed|ing)?|says?|said|saying|told|tell|tells)(?: everyone| people| the class)? (?:me|that i|i|me i) ?(?:'m|am|look|smell|stink|was)? ?(?:so |really |a |an )?(?:fat|ugly|stupid|dumb|weird|baby|loser|names|freak|idiot|smelly|gross|useless|nobody|worthless|liar|smell|stink|disgusting)\b/,
];
const INSULT =
  /\b(?:you(?:'re| are| r)?|ur|u r|she's|he's|your|you're such an?|you big) (?:so |really |such an? |a |an )?(?:stupid|dumb|ugly|fat|idiot|loser|moron|freak|useless|pathetic|worthless|retard(?:ed)?)\b|\b(?:shut up,? )?(?:you|u) (?:idiot|loser|moron|freak)\b|\bi hate you\b|\beveryone hates you\b|\bnobody likes you\b/;

const PERSONS =
  '(?:him|her|them|you|u|everyone|everybody|someone|somebody|people|kids|my (?:brother|sister|mom|mum|dad|teacher|friend|classmate|cousin|neighbou?r)|the teacher|(?:a|the|that|this) (?:new |other |little )?(?:kid|boy|girl|guy)|my (?:little |big |baby |older |younger )?(?:brother|sister|cousin)|(?:his|her|their|your) (?:head|face|nose|teeth)|my class|the class)';
const HARM_VERBS = '(?:kill|hurt|punch|stab|shoot|beat up|beat|hit|smash|attack|strangle|choke|burn|murder|kick|slap|push|shove|bite|strangle)';
const VIOLENCE = [
  new RegExp(`\\b(?:i(?:'m| am)?|i'll|i will|we(?:'re| are)?|i'd)\\s+(?:going to|gonna|will|want to|wanna|would like to|am going to|'ll)\\s+${HARM_VERBS}\\s+${PERSONS}\\b`),
  new RegExp(`\\b(?:i'll|i will|i'm gonna|imma)\\s+${HARM_VERBS}\\s+${PERSONS}\\b`),
  /\b(?:i'm|i am|i|i'll)\s+(?:going to|gonna|will|want to|wanna|'ll)?\s*(?:get|grab|take|find|use|bring)\s+(?:a |my |his |her |the |dad's |my dad's |my mum's |my mom's )?(?:knife|gun|weapon|rifle|pistol)\b/,
  new RegExp(
    `\\bmy (?:(?:mum|mom|dad|mother|father)'s )?${ADULTS}\\b[^.!?]{0,20}\\b(?:hits|hit|beats|beat|hurts|hurt|kicks|kicked|slaps|slapped|punches|punched|chokes|choked|burns|burned|burnt|locks|locked|touches|touched|grabs|grabbed|shakes|shook|starves|pushes|pushed|shoves|shoved|drags|dragged|(?:throws|threw) (?:things|stuff) at) (?:me|us|my (?:mum|mom|dad|brother|sister|arms?|legs?|face|head|back|neck|hands?))\\b`,
  ),
  /\b(?:bring|brought|take|bringing|taking|have|got)\s+(?:a |my |his |her |dad's |my dad's )?(?:gun|knife|knives|bomb|weapon)s?\s+(?:to|into|at)\s+(?:school|class)\b/,
  /\b(?:shoot|bomb|blow up|stab) (?:up )?(?:the |my |our |this )?(?:school|class|classroom)\b/,
  /\b(?:i'm|i am|i'll|i will|i want to|i wanna|i'm gonna)\s+(?:going to\s+)?(?:burn|smash|wreck|destroy|set fire to)\s+(?:down\s+)?(?:his|her|their|your|my (?:teacher|brother|sister|neighbou?r)'s) (?:house|home|car|room)\b/,
  /\b(?:a|some|this|that|an) (?:old |strange )?(?:man|woman|stranger|guy|lady|person|adult|grown-up)\b[^.!?]{0,30}\b(?:grabbed|touched|hit|hurt|followed|took|dragged|pulled) me\b/,
  /\b(?:gun|knife|knives|bomb|weapon)s?\b[^.!?]{0,25}\b(?:at|to|in|into) (?:my |the |our )?(?:school|class|classroom|playground)\b/,
  /\b(?:school|class|classroom|playground|bus)\b[^.!?]{0,30}\b(?:has|had|have|brought|brings|bring|got|carries|carry|with) (?:a |an |his |her |their )?(?:gun|knife|bomb|weapon)s?\b/,
  /\bsomeone (?:keeps |kept )?(?:touched|touches|touching|hurt|hurts|hurting) me\b|\btouch(?:es|ed|ing)? me (?:where|there|in (?:my )?private|under)\b|\btouch(?:es|ed)? me (?:where|in (?:my )?private|and (?:said|told) (?:me )?(?:not to|it's a secret))\b/,
  // Not safe at home or with someone (at school it is bullying's, below).
  /\bi (?:don't|do not|dont|never|no longer|can't|cannot) feel safe\b(?! (?:at|in) (?:school|class|the playground))/,
  // Afraid of home, as "scared to go to school" is bullying's.
  /\b(?:i'm|i am|i get|i feel|i always feel) (?:so |really |too |always )?(?:scared|afraid|frightened|terrified) (?:to go|of going|to be|of being) (?:back )?(?:home|at home)\b/,
  // Afraid of a grown-up at home: the child's own, not a story's ("the goat was scared of the dog").
  new RegExp(`\\b(?:i'm|i am|i get|i feel|i always feel|i'm always|i am always) (?:so |really |too |very |always )?(?:scared|afraid|frightened|terrified) of my (?:(?:mum|mom|dad|mother|father)'s )?${ADULTS}\\b`),
];

function finding(alertType: SafetyFinding['alertType'], severity: SafetyFinding['severity'], description: string): SafetyFinding {
  return { alertType, severity, description };
}

/** Harm findings; `storyWords` holds nouns of the story, whose fights are the story's, not the child's. */
export function screenHarm(text: string, storyWords: ReadonlySet<string>): SafetyFinding[] {
  const plain = basicForm(text);
  const speech = speechForm(text);
  const sentences = speechSentences(text);
  const storyOnly = storyOnlyWords(storyWords);
  const found: SafetyFinding[] = [];
  const own = basicForm(text.replace(TOLD_TO_HARM_SELF, ' , '));
  const ownSpeech = speechForm(text.replace(TOLD_TO_HARM_SELF, ' , '));
  const selfHarm = SELF_HARM.some((p) => p.test(own)) || lexicalSelfHarm(own) || lexicalSelfHarm(ownSpeech) || despairCue(ownSpeech);
  if (selfHarm && !ACCIDENT.test(plain) && !DEATH_IDIOM.test(plain) && !OTHERS_DEATH.test(speech)) {
    found.push(finding('self_harm', 'critical', 'The child said something that may mean they want to hurt themselves.'));
  }
  const bullied =
    (BULLYING.some((p) => p.test(plain)) && !mentionsStoryOnly(plain, storyWords) && !isPlay(plain)) || structuralBullying(sentences, storyOnly);
  if (bullied) {
    found.push(finding('bullying', 'high', 'The child said they are being bullied or left out.'));
  } else if (INSULT.test(plain)) {
    found.push(finding('bullying', 'medium', 'The child used insulting words about someone.'));
  }
  const violent = VIOLENCE.some((p) => p.test(plain)) && !isGameTalk(plain) && !/\b(?:to help me|helped me)\b/.test(plain);
  if (violent || structuralViolence(sentences, storyOnly)) {
    found.push(finding('violence', 'high', 'The child talked about hurting someone, being hurt by an adult, or a weapon.'));
  }
  return found;
}

/** "the big pigs made fun of me" is the child; "they made fun of the little pig" is the story. */
function mentionsStoryOnly(plain: string, storyWords: ReadonlySet<string>): boolean {
  if (/\b(?:me|my|myself)\b|\bi(?:'m| am| get| got|'ve)?\b/.test(plain)) return false;
  return plain.split(/\W+/).some((w) => storyWords.has(w));
}
