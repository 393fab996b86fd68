/**
 * Probe (not a bench): typed questions on a story written for this probe (not bench material), each in a
 * fresh session through one companion turn. `node --import tsx bench/tools/answers-probe.ts "q1|q2" [sentence index]`;
 * PROBE_STORY=boat or market uses the second or third story written for it (and its questions).
 */
import { analyzeStory } from '../../apps/server/src/companion/analysis/analyze-story';
import { offlineBrain } from '../../apps/server/src/companion/brain';
import { parseStory } from '../../apps/server/src/companion/analysis/parsed-story';
import { createCompanionSession, selectStory, storyContext } from '../../apps/server/src/companion/session/state';
import { companionTurn } from '../../apps/server/src/companion/session/turn';

const STORY = {
  id: 'garden',
  title: 'Pip and the Secret Garden',
  content:
    'Pip was a small girl with red boots. She lived next to an old garden with a locked gate. ' +
    'Her neighbour, Mr Hollis, was a tall man who grew pumpkins. On Saturday morning Pip heard a strange noise behind the gate. ' +
    'She climbed the wall and saw a goat eating the pumpkins. "Stop!" shouted Pip. ' +
    'Mr Hollis came running with a bucket of apples. The goat liked apples more than pumpkins. ' +
    'After lunch they built a fence with six long planks. Mr Hollis was happy because his pumpkins were safe. ' +
    'That evening Pip named the goat Biscuit. Biscuit followed her home.',
};
const BOAT = {
  id: 'boat',
  title: 'Sam and the Paper Boat',
  content:
    'Sam lived in a blue house at the end of Willow Lane. Every spring the little stream behind his house grew wide and fast. ' +
    'One rainy afternoon, Sam folded a paper boat from an old newspaper. His sister, Ruby, painted a red star on its sail. ' +
    'They carried the boat down to the stream and set it on the water. The current pulled the boat away quickly. ' +
    'Sam ran along the bank, but the boat slipped under a wooden bridge. On the other side, an old fisherman named Mr Vale caught it with his net. ' +
    'He laughed and handed the soggy boat back to Sam. "It sailed further than my fishing line," he said. ' +
    'That night Sam dried the boat on the warm radiator. In the morning it was stiff and wrinkled, but it still floated.',
};
/** Written in the ninth session for "who" questions of every form (a third probe story). */
const MARKET = {
  id: 'market',
  title: 'Omar and the Honey Stall',
  content:
    'Omar lived above a bakery with his mother and his baby sister, Zara. On Friday the town had a big market. ' +
    "Omar's grandmother sold honey at a little green stall. Her best customer was Mrs Patel, who bought two jars every week. " +
    'A boy named Leo helped Omar carry the boxes. At noon a dog ran past and knocked over the honey jars. ' +
    'The dog belonged to the baker, Mr Grant. Mr Grant said sorry and gave them three warm loaves. ' +
    'Zara laughed at the sticky dog. In the evening Omar counted the coins in a tin box. Grandmother was proud of him.',
};
const MARKET_QUESTIONS =
  "who is zara|who is leo|who is mr grant|who is mrs patel|who sold honey|who helped omar|who knocked over the jars|who owned the dog|" +
  "who laughed at the dog|who was proud of omar|who is omar's sister|who bought two jars|who gave them loaves|who lived above the bakery|" +
  'who counted the coins|who is the baker|who is grandmother';
const BOAT_QUESTIONS =
  'who is ruby|who is mr vale|who caught the boat|who painted the star|when did sam fold the boat|when did sam dry the boat|' +
  'when did the stream grow wide|where did sam live|where did the boat go|where did they carry the boat|what does current mean|' +
  'what does soggy mean|what does wrinkled mean|what does bank mean|what does stiff mean|how many stars|why did sam run|why did mr vale laugh|' +
  'what did ruby paint|what did mr vale catch the boat with';
const boat = process.env.PROBE_STORY === 'boat';
const market = process.env.PROBE_STORY === 'market';
const chosen = market ? MARKET : boat ? BOAT : STORY;
const story = storyContext(chosen, analyzeStory(chosen));
const parsed = parseStory(chosen.content);
const QUESTIONS = (process.argv[2] || (market ? MARKET_QUESTIONS : boat ? BOAT_QUESTIONS : undefined) || 'who is mr hollis|who is biscuit|who is pip|who grew pumpkins|when did pip hear a noise|when did they build a fence|when did pip name the goat|where did pip live|why was mr hollis happy|how many planks did they use|what did mr hollis bring|what was the goat eating|who shouted stop').split('|');
for (const at of [Number(process.argv[3] ?? 9)]) {
  for (const message of QUESTIONS) {
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), chosen.id);
    const r = await companionTurn(state, { message, nowMs: 1000, currentWordIndex: (parsed.endWordIndex[at] ?? 0) + 1 }, story, offlineBrain);
    console.log(message.padEnd(34), '→', r.reply);
  }
}
