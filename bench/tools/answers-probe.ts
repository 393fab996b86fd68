/**
 * Probe (not a bench): typed questions on a story written for this probe (not bench material), each in a
 * fresh session through one companion turn. `node --import tsx bench/tools/answers-probe.ts "q1|q2" [sentence index]`.
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
const story = storyContext(STORY, analyzeStory(STORY));
const parsed = parseStory(STORY.content);
const QUESTIONS = (process.argv[2] ?? 'who is mr hollis|who is biscuit|who is pip|who grew pumpkins|when did pip hear a noise|when did they build a fence|when did pip name the goat|where did pip live|why was mr hollis happy|how many planks did they use|what did mr hollis bring|what was the goat eating|who shouted stop').split('|');
for (const at of [Number(process.argv[3] ?? 9)]) {
  for (const message of QUESTIONS) {
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), STORY.id);
    const r = await companionTurn(state, { message, nowMs: 1000, currentWordIndex: (parsed.endWordIndex[at] ?? 0) + 1 }, story, offlineBrain);
    console.log(message.padEnd(34), '→', r.reply);
  }
}
