/**
 * The unsafe lines the safety screen looks for, in the shapes children say them, for the recogniser's
 * question pass: a line the grammar cannot say is heard as something else and raises no alert (issue 25
 * found "i want to hurt myself" heard as "i want to talk to nora"). Each pattern here is matched by the
 * rules in this folder (rules-self-harm, rules-bullying, rules-violence, rules-personal, unclear-speech).
 */
import { ANY_WORD, type PhrasePattern } from '../../language/question-patterns';

const PEOPLE = [
  'a boy', 'a girl', 'someone', 'somebody', 'he', 'she', 'they', 'a kid', 'the kids', 'kids', 'the big kids', 'the older kids', 'the other kids',
  'other kids', 'some kids', 'some boys', 'some girls', 'the boys', 'the girls', 'a boy in my class', 'a girl in my class', 'my brother',
  'my sister', 'my big brother', 'my big sister', 'my dad', 'my mum', 'my mom', 'my stepdad', 'my stepmum', "my mum's boyfriend",
  "my dad's girlfriend", 'my uncle', 'my cousin', 'my grandad', 'my nan', 'my babysitter', 'my teacher', 'the teacher', 'my friend',
  'a man', 'a lady', 'a grown up', 'an older boy', 'a big boy', 'people', 'everyone', 'everybody', 'the big boys', 'the big girls',
];
// Both verb forms and the ongoing one: "a boy hits me", "the older kids kick me", "he keeps hitting me".
const HURTS = [
  'hits', 'hit', 'hurts', 'hurt', 'kicks', 'kick', 'kicked', 'pushes', 'push', 'pushed', 'punches', 'punch', 'punched', 'slaps', 'slap',
  'slapped', 'bites', 'bite', 'pinches', 'pinch', 'bullies', 'bully', 'bullied', 'beats', 'beat', 'is mean to',
  'are mean to', 'laughs at', 'laugh at', 'picks on', 'pick on', 'threatens', 'threaten', 'scares', 'scare', 'shouts at', 'shouted at',
  'yells at', 'yelled at', 'makes fun of', 'make fun of', 'made fun of', 'touches', 'touched',
];
const HURTING = [
  'hitting', 'hurting', 'kicking', 'pushing', 'punching', 'slapping', 'biting', 'pinching', 'bullying', 'picking on', 'beating', 'laughing at',
  'making fun of',
];
const HURT_ONES = ['me', 'us'];
const OFTEN = ['', 'always', 'still', 'sometimes'];
const KEEPS = ['keeps', 'keep', 'is', 'are', 'is always', 'are always', 'was', 'were', 'started', 'kept'];
const WHEN = [
  '', 'at school', 'every day', 'at school every day', 'at home', 'all the time', 'again', 'at playtime', 'on the bus', 'today', 'yesterday',
  'at night', 'at school today', 'at school yesterday', 'when mum is not home', 'when my mum is not home', 'when nobody is home',
  'when mum is at work', 'when my mum is at work', 'when no one is looking', 'in the toilets', 'in the playground', 'on the way home',
];
/** Grown-ups at home, for lines about drinking and threats. */
const AT_HOME = ['my dad', 'my mum', 'my mom', 'my stepdad', "my mum's boyfriend", 'he', 'she', 'they'];
/** What children add after it: where it hurt, when, and what else was done. */
const AFTER = [
  '', 'in the face', 'in the tummy', 'really hard', 'on the playground', 'after school', 'at lunch', 'when he is angry', 'when she is angry',
  'when they are angry', 'and hit me', 'and hits me', 'and pushed me', 'and kicked me', 'with his belt', 'with a belt', 'with a stick',
  'with his hand', 'every playtime', 'at lunchtime',
];
/** "pushes me over", "knocks me down". */
const OVER = ['', 'over', 'down'];
/** What sets it off, said first: "when my dad gets angry he hits me". */
const WHEN_FIRST = [
  'when', 'whenever', 'if',
];
const GETS = ['gets angry', 'is angry', 'gets mad', 'is mad', 'is drunk', 'gets drunk', 'is cross', 'gets cross', 'shouts'];
const PRONOUNS = ['he', 'she', 'they'];
/** Who gets angry at home; and who "there is" (the shorter lists keep the question pass quick). */
const GROWN_UPS = ['my dad', 'my mum', 'my mom', 'my stepdad', "my mum's boyfriend", 'my brother', 'my big brother', 'my uncle', 'my teacher'];
const SOMEONE = ['a boy', 'a girl', 'a kid', 'some kids', 'some boys', 'some girls', 'an older boy', 'a big boy', 'a man', 'someone'];
/** What they do to the child besides hurting: "the big kids take my lunch", "they call me names". */
const TAUNTS = ['call me names', 'calls me names', 'take my lunch', 'takes my lunch', 'take my things', 'takes my things', 'steal my things', 'steals my things'];
/** Told the other way round: "i got hit at school", "i'm being bullied". */
const DONE_TO = ['hit', 'kicked', 'punched', 'pushed', 'slapped', 'bullied', 'beaten up', 'beaten', 'hurt', 'picked on', 'bitten', 'pinched'];
const TENS = ['', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS = [
  '', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
  'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const DIGIT = ['', 'oh', 'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'double'];
/** A street's own name is any word: the address is in the number and "street", "road". */
const STREET_NAME = [ANY_WORD, 'main', 'high', 'park', 'church', 'school', 'station', 'mill', 'oak', 'green', 'hill', 'king', 'queen'];
const STREET = ['street', 'road', 'lane', 'avenue', 'drive', 'close', 'way'];

export const SPOKEN_SAFETY_PATTERNS: readonly PhrasePattern[] = [
  [['', 'um', 'and'], PEOPLE, ['', 'at school', 'at home'], OFTEN, HURTS, HURT_ONES, OVER, WHEN, AFTER],
  [['', 'um', 'and'], PEOPLE, ['', 'at school', 'at home'], KEEPS, HURTING, HURT_ONES, OVER, WHEN, AFTER],
  // The longer ways round: "when my dad gets angry he hits me with his belt", "there is a girl who pushes me over".
  [WHEN_FIRST, GROWN_UPS, GETS, PRONOUNS, OFTEN, HURTS, HURT_ONES, OVER, AFTER],
  [['there is', "there's", 'there are'], SOMEONE, ['', 'at school', 'in my class'], ['who', 'that'], OFTEN, HURTS, HURT_ONES, OVER, WHEN, AFTER],
  // A grown-up at home hurting another.
  [['my dad', 'my stepdad', "my mum's boyfriend", 'my mum', 'my mom', 'he', 'she'], OFTEN, ['hits', 'hit', 'hurts', 'hurt', 'punches', 'punched', 'kicks', 'kicked', 'slaps', 'slapped', 'beats'], ['my mum', 'my mom', 'my dad'], WHEN],
  // Wanting to hurt someone else.
  [['', 'um', 'sometimes'], ['i', 'i really'], ['want to', 'wanna', 'am going to', 'feel like i want to'], ['hit', 'hurt', 'kill', 'punch', 'kick'], ['him', 'her', 'them', 'someone', 'somebody', 'my brother', 'my sister', 'that boy', 'that girl', 'everyone']],
  [PEOPLE, ['', 'at school', 'at home'], OFTEN, ['beat', 'beats'], ['me up', 'us up'], WHEN],
  [
    ['', 'um', 'today', 'yesterday', 'sometimes'],
    ['i got', 'i get', 'i was', 'i keep getting', 'i always get', "i'm being", 'i am being', "i'm getting", 'i am getting'],
    DONE_TO, WHEN, ['', 'by a boy', 'by a girl', 'by the big kids', 'by my dad', 'by my mum'],
  ],
  [['', 'um', 'sometimes'], ['i', 'i really', 'i just'], ['want to', 'wanna', 'am going to', 'feel like i want to', 'feel like', 'think about', 'keep thinking about'], ['hurt', 'kill', 'cut', 'hurting', 'killing', 'cutting'], ['myself'], ['', 'sometimes', 'at night', 'again']],
  [['', 'sometimes'], ['i'], ['hurt myself', 'cut myself', 'hit myself'], ['', 'on purpose', 'at night', 'sometimes']],
  [PEOPLE, ['', 'at school', 'at home'], TAUNTS, WHEN],
  [['', 'um', 'sometimes'], ['i', 'i feel like i', 'i think i', 'i just'], [
    'want to die', 'wanna die', 'wish i was dead', "wish i wasn't alive", "don't want to live", "don't want to live anymore", "don't want to be alive",
    "don't want to be alive anymore", "don't want to be here anymore", 'hate myself', 'hate my life', 'want to disappear', 'want to stop living',
  ]],
  [['nobody', 'no one'], ['likes me', 'loves me', 'wants me', 'plays with me', 'wants to play with me', 'talks to me', 'wants to be my friend', 'cares about me', 'listens to me'], ['', 'at school', 'at home']],
  // Hurting one's own body, running away, being scared to go home.
  [['', 'sometimes'], ['i'], ['cut', 'hurt', 'scratch', 'burn', 'hit'], ['my arm', 'my arms', 'my leg', 'my legs', 'my wrist', 'my head'], ['', 'on purpose', 'at night', 'sometimes']],
  [['i', 'i really'], ['want to', 'wanna', 'am going to', 'think i will'], ['run away'], ['', 'from home']],
  [["i'm", 'i am', 'i feel'], ['', 'really', 'so'], ['scared to go', 'afraid to go'], ['home', 'to school', 'outside']],
  [['i'], ["don't want to go", 'do not want to go'], ['home']],
  [['i'], ["don't", 'do not', 'never'], ['feel safe'], ['', 'at home', 'at school', 'in my house', 'here']],
  // Threats, drinking at home, a stranger luring or asking for pictures.
  [[...AT_HOME, 'someone', 'a boy', 'a man', 'the big kids'], ['said', 'says'], ['he', 'she', 'they'], ['will', 'would', 'is going to', 'are going to'], ['hurt', 'kill', 'hit', 'beat up'], ['me', 'my mum', 'us']],
  [AT_HOME, ['drinks', 'gets drunk', 'is drunk'], ['', 'and shouts', 'and shouts at us', 'and shouts at me', 'and hits us', 'and hits me', 'and hurts us', 'and breaks things']],
  [['a man', 'a lady', 'someone', 'somebody', 'a stranger', 'a grown up'], ['', 'online', 'in a game', 'at the park', 'in a car'], ['asked me to', 'told me to', 'wanted me to', 'tried to make me'], ['get in his car', 'get in her car', 'get in', 'get in the car', 'come with him', 'come with her', 'go with him', 'go with her', 'keep a secret', 'send a picture', 'send a photo', 'meet him', 'meet her']],
  [['a man', 'someone', 'somebody', 'a stranger'], ['', 'online', 'in a game'], ['asked for', 'wants', 'wanted'], ['my picture', 'a picture of me', 'my address', 'my phone number', 'photos of me']],
  [['i'], ['have no friends', "don't have any friends", 'have no one to play with'], ['', 'at school']],
  [['i', "i'm", 'i am'], ['', 'really', 'so'], ['scared of', 'afraid of', 'frightened of'], ['my dad', 'my mum', 'my mom', 'my stepdad', 'my stepmum', "my mum's boyfriend", 'my uncle', 'him', 'her', 'them', 'the big kids']],
  [['i'], ['am scared', 'feel scared', 'am scared to go'], ['', 'at home', 'at school', 'home', 'to school']],
  [['', 'and'], ['i live at', 'i live on', 'my address is', 'my house is at', 'my house is', 'i live in'], ['', 'number'], TENS, UNITS, ['', 'on'], STREET_NAME, STREET],
  [['i go to', 'my school is'], [ANY_WORD], ['', 'primary', 'junior'], ['school', 'academy']],
  [['my'], ['phone number', 'number', 'address', 'password', "mum's number", "dad's number"], ['is'], DIGIT, DIGIT, DIGIT, DIGIT, DIGIT, DIGIT],
];
