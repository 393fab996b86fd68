/**
 * Probe (not a bench): the companion's typed understanding of literal questions and word meanings on
 * stories written for this probe (bench/data/probe/, fourteenth session), none of them the conversation
 * bench's. Each question is asked in a fresh session, as typed text, through one companion turn with the
 * offline brain, after the whole story has been read; a reply is scored by the conversation bench's rule
 * (expected answer words written from the story text alone). `understanding/` is tuning material: its
 * items are listed. `understanding-held-out/` is only counted, never listed.
 * `node --import tsx bench/tools/understanding-probe.ts [--held-out]`
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeStory } from '../../apps/server/src/companion/analysis/analyze-story';
import { parseStory } from '../../apps/server/src/companion/analysis/parsed-story';
import { ageBandFor } from '../../apps/server/src/companion/age-band';
import { offlineBrain } from '../../apps/server/src/companion/brain';
import { createCompanionSession, selectStory, storyContext } from '../../apps/server/src/companion/session/state';
import { companionTurn } from '../../apps/server/src/companion/session/turn';
import { meetsExpectation, type ConversationItem } from '../support/conversation-items';

interface ProbeStory {
  title: string;
  age: number;
  content: string;
  items: ConversationItem[];
}

const heldOut = process.argv.includes('--held-out');
const dir = path.join('bench/data/probe', heldOut ? 'understanding-held-out' : 'understanding');
const perKind = new Map<string, { answered: number; total: number }>();
let answered = 0;
let total = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const probe = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ProbeStory;
  const input = { id: file.replace(/\.json$/, ''), title: probe.title, content: probe.content };
  const story = storyContext(input, analyzeStory(input));
  const parsed = parseStory(input.content);
  const end = (parsed.endWordIndex.at(-1) ?? 0) + 1;
  for (const item of probe.items) {
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', ageBandFor(probe.age)), input.id);
    const { reply } = await companionTurn(state, { message: item.text, nowMs: 1000, currentWordIndex: end }, story, offlineBrain);
    const ok = meetsExpectation(item, reply, { lastSentence: '', nextSentence: '', storyTitle: probe.title });
    const counts = perKind.get(item.kind) ?? { answered: 0, total: 0 };
    perKind.set(item.kind, { answered: counts.answered + (ok ? 1 : 0), total: counts.total + 1 });
    answered += ok ? 1 : 0;
    total += 1;
    if (!heldOut) console.log(`${ok ? 'ok   ' : 'WRONG'} ${input.id} ${item.kind}: "${item.text}" → ${reply}`);
  }
}
console.log(`\n${heldOut ? 'held-out' : 'tuning'}: ${answered}/${total} answered (${((100 * answered) / total).toFixed(1)} %)`);
for (const [kind, c] of perKind) console.log(`  ${kind.padEnd(9)} ${c.answered}/${c.total}`);
