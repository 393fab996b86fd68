import { describe, expect, it } from 'vitest';
import { analyzeStory } from '../analysis/analyze-story';
import { offlineBrain } from '../brain';
import { parseStory } from '../analysis/parsed-story';
import { childMeaning } from '../meanings/child-meaning';
import { recognizeIntent } from '../../language/intents';
import { createCompanionSession, selectStory, storyContext, type CompanionSessionState } from '../session/state';
import { companionTurn } from '../session/turn';
import type { StoryInput } from '../analysis/types';

/** A story written for this test (nothing of it is in the bench's material or the seeded library). */
const MILL: StoryInput = {
  id: 'mill',
  title: 'Ida and the Windmill',
  content:
    'Ida lived with her uncle Tom in a red windmill on a hill. Every day Uncle Tom climbed the tall stairs to oil the big wheel. ' +
    'One stormy night the wheel would not turn. Uncle Tom sighed. "The chain is rusty," he said. "We cannot grind the corn." ' +
    'Ida was sad because the village needed bread. She drew a map in pencil. ' +
    'She ran to the barn and found a tin of oil. Uncle Tom rubbed the oil on the chain, and the wheel began to glow in the lamplight. ' +
    'The next morning the baker came with a loaf of bread. Uncle Tom gave Ida a silver bell.',
};
const story = storyContext(MILL, analyzeStory(MILL));
const parsed = parseStory(MILL.content);

/** One sitting: each line said after the child has read up to the end of sentence `at`. */
async function sitting(at: number, ...lines: string[]): Promise<string[]> {
  let state: CompanionSessionState = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), MILL.id);
  const replies: string[] = [];
  let nowMs = 0;
  for (const message of lines) {
    nowMs += 3000;
    // The reader is on the first word of the next sentence.
    const result = await companionTurn(state, { message, nowMs, currentWordIndex: (parsed.endWordIndex[at] ?? 0) + 1 }, story, offlineBrain);
    state = JSON.parse(JSON.stringify(result.state)) as CompanionSessionState;
    replies.push(result.reply);
  }
  return replies;
}

/** A second story written for these tests. */
const RIVER: StoryInput = {
  id: 'river',
  title: 'Tia by the River',
  content:
    'Tia lived in a small cabin by a wide stream. She liked to sit and watch the water. The current carried a red leaf past her feet. ' +
    'Her brother, Leon, painted a green star on a flat stone. A heron caught it with its long beak. ' +
    'Tia laughed and clapped.',
};
const river = storyContext(RIVER, analyzeStory(RIVER));

async function riverTurn(message: string): Promise<string> {
  const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '9-11'), RIVER.id);
  const end = parseStory(RIVER.content).endWordIndex;
  return (await companionTurn(state, { message, nowMs: 1000, currentWordIndex: (end.at(-1) ?? 0) + 1 }, river, offlineBrain)).reply;
}

describe('typed understanding (issue 25)', () => {
  it('counts "a green star" as one, and "her brother, Leon," as one person, not a list of two', async () => {
    expect(await riverTurn('how many stars did leon paint')).toMatch(/^One: a green star\./);
  });

  it('answers "what did … catch" with the thing "it" stands for', async () => {
    expect(await riverTurn('what did the heron catch')).toMatch(/^A green star\./);
  });

  it('gives a word the sense its scene uses: "the current" by a stream is moving water, not electricity or "present"', async () => {
    expect(await riverTurn('what does current mean')).toMatch(/flow of a fluid/);
  });

  it('steers chatter about something the story never mentions back to the story by name', async () => {
    const [reply] = await sitting(2, 'do you like football');
    expect(reply).toMatch(/Ida and the Windmill/);
  });

  it('explains the one sentence just read when the child does not get it', async () => {
    const [reply] = await sitting(3, "i don't get it");
    // No hard word in it to explain: the line again, and which word is the trouble.
    expect(reply).toMatch(/Uncle Tom sighed\. Which word is tricky\?$/);
  });

  it('answers "when" from the sentence where the thing asked about acts', async () => {
    const [reply] = await sitting(2, 'when did the wheel stop working');
    expect(reply).toMatch(/^One stormy night\./);
  });

  it('answers "what … with" with a thing the question does not already name', async () => {
    const [reply] = await sitting(7, 'what did ida draw the map with');
    expect(reply).toMatch(/^Pencil\./);
  });

  it('says "who is" from the first sentence naming a character when nothing tells who they are', async () => {
    const [reply] = await sitting(9, 'who is ida');
    expect(reply).not.toMatch(/someone in the story/);
    expect(reply).toMatch(/windmill/);
  });

  it('does not answer a question about one character with what another did', async () => {
    // Uncle Tom says "We cannot grind the corn"; Ida grinds nothing.
    const [reply] = await sitting(9, 'what did ida grind');
    expect(reply).not.toMatch(/corn/);
  });

  it('reads "why did … help …" as a story question, not a request for help', () => {
    expect(recognizeIntent('why did tom help ida').kind).toBe('question');
    expect(recognizeIntent('help me').kind).toBe('help');
  });

  it('reads the ways children ask to hear it again or what comes next', () => {
    for (const line of ['say that again', 'can you read that bit again', 'can you read the sentence', 'read that part again']) {
      expect(recognizeIntent(line).kind, line).toBe('repeat');
    }
    expect(recognizeIntent('say brave slowly')).toEqual({ kind: 'pronounce', word: 'brave' });
    for (const line of ['what do you think happens next', 'what happens after this', 'will ida be ok', 'what do you think will happen']) {
      expect(recognizeIntent(line).kind, line).toBe('next');
    }
  });

  it('keeps a shout said twice inside a quotation as one sentence, and ends a sentence at a closing quotation mark', () => {
    const sentences = parseStory('Jet squawked, "Too wobbly! Too wobbly!" Finn pushed the raft.').sentences.map((s) => s.text);
    expect(sentences).toEqual(['Jet squawked, "Too wobbly! Too wobbly!"', 'Finn pushed the raft.']);
    // A speech tag after the quotation stays with it.
    expect(parseStory('"Look, Lucy!" Omar shouted. Lucy laughed.').sentences.map((s) => s.text)).toEqual(['"Look, Lucy!" Omar shouted.', 'Lucy laughed.']);
  });

  it('answers a roleplay question from the character\'s own line even when the greeting used it', async () => {
    const replies = await sitting(1, 'can i talk to uncle tom', 'what was rusty');
    expect(replies[0]).toMatch(/chain is rusty/);
    expect(replies[1]).toMatch(/chain/);
  });

  it('answers a roleplay question about the character from the story, in the first person', async () => {
    const replies = await sitting(1, 'can i talk to ida', 'where did you find the oil');
    expect(replies[1]).toMatch(/barn/);
  });

  it('asks quiz questions without a time lead-in inside the subject', () => {
    const questions = story.analysis.quiz_opportunities.map((q) => q.question);
    expect(questions.filter((q) => /\b(?:did|does) Every\b/.test(q))).toEqual([]);
    expect(questions).toContain('What did Uncle Tom climb?');
  });

  it('gives a word the sense the story uses ("the wheel began to glow": light, not a complexion)', () => {
    const meaning = childMeaning('glow', '6-8', 'Uncle Tom rubbed the oil on the chain, and the wheel began to glow in the lamplight.') ?? '';
    expect(meaning).toMatch(/light/);
    expect(meaning).not.toMatch(/complexion|such\.$/);
  });

  it('knows "-ied" verbs, describing words after "were", and says a drifting boat in a young child\'s words', () => {
    expect(childMeaning('scurried', '6-8', 'The mouse scurried under the bed.')).toMatch(/^To scurry means/);
    expect(childMeaning('muddy', '6-8', 'His boots were muddy.')).toMatch(/^Muddy means covered/);
    expect(childMeaning('drifted', '6-8', 'The boat drifted away from the shore.')).toMatch(/carried slowly by water/);
    expect(childMeaning('cosy', '6-8', 'The room was warm and cosy.')).not.toMatch(/teapot|"cozy"/);
  });

  it('says who someone is from an apposition ("the baker, Mrs Lark") and carries a time over from the sentence before', async () => {
    const shop: StoryInput = {
      id: 'shop', title: 'The Bun Shop',
      content: 'The baker, Mrs Lark, opened her shop. On Monday morning the street was quiet. Pip dropped a tray of buns. ' +
        'Mrs Lark laughed. "We will bake more," said Mrs Lark.',
    };
    const context = storyContext(shop, analyzeStory(shop));
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), shop.id);
    const ask = async (message: string) => (await companionTurn(state, { message, nowMs: 1000, currentWordIndex: 20 }, context, offlineBrain)).reply;
    expect(await ask('who is mrs lark')).toMatch(/^Mrs Lark is the baker\./);
    expect(await ask('when did pip drop the buns')).toMatch(/^On Monday morning\./);
  });

  it('prefers WordNet\'s earlier senses and never explains a word with itself', () => {
    expect(childMeaning('trail', '6-8', 'They followed the trail to the lake.')).toMatch(/track|path/);
    expect(childMeaning('searched', '6-8', 'They searched everywhere for the key.')).not.toMatch(/a search/);
  });

  it('answers "where" with the whole place phrase ("next to …", not "to …")', async () => {
    const lane: StoryInput = {
      id: 'lane', title: 'Pip and the Goat',
      content: 'Pip was a small girl with red boots. She lived next to an old garden with a locked gate. A goat ate the pumpkins.',
    };
    const context = storyContext(lane, analyzeStory(lane));
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), lane.id);
    const { reply } = await companionTurn(state, { message: 'where did pip live', nowMs: 1000, currentWordIndex: 20 }, context, offlineBrain);
    expect(reply).toMatch(/^Next to an old garden/);
  });

  it('answers "who" with the one who acted, never the time before them or the thing asked about', async () => {
    const gate: StoryInput = {
      id: 'gate', title: 'Pip and the Gate',
      content: 'Pip was a small girl with red boots. On Saturday morning Pip heard a strange noise behind the gate. The goat liked apples more than pumpkins.',
    };
    const context = storyContext(gate, analyzeStory(gate));
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), gate.id);
    const ask = async (message: string) => (await companionTurn(state, { message, nowMs: 1000, currentWordIndex: 30 }, context, offlineBrain)).reply;
    expect(await ask('who heard a noise')).toMatch(/^Pip heard a noise\./);
    expect(await ask('who is the goat')).not.toMatch(/goat is the goat/i);
  });

  it('carries a scene\'s time over a few sentences ("On Saturday morning" three sentences before)', async () => {
    const yard: StoryInput = {
      id: 'yard', title: 'The Goat',
      content: 'On Saturday morning Pip heard a noise. She climbed the wall. "Stop!" shouted Pip. Mr Hollis came running with a bucket.',
    };
    const context = storyContext(yard, analyzeStory(yard));
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), yard.id);
    const { reply } = await companionTurn(state, { message: 'when did mr hollis come running', nowMs: 1000, currentWordIndex: 25 }, context, offlineBrain);
    expect(reply).toMatch(/^On Saturday morning\./);
  });

  it('takes "this is hard", "that doesn\'t make sense" and "i\'m lost" for a reader needing help, not for swearing', async () => {
    for (const line of ['this is hard', "that doesn't make sense", "i'm lost", "i don't know what that means", 'huh']) {
      const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), MILL.id);
      const result = await companionTurn(state, { message: line, nowMs: 1000, currentWordIndex: (parsed.endWordIndex[3] ?? 0) + 1 }, story, offlineBrain);
      expect(result.safetyFindings, line).toEqual([]);
      expect(result.reply, line).toMatch(/Uncle Tom sighed\. Which word is tricky\?$/);
    }
  });

  it('answers "how many" without a number word: a list of names counted, "a pair of" said as two', async () => {
    const beach: StoryInput = {
      id: 'beach', title: 'The Beach',
      content: 'Mia, Tom and Sam went to the beach. Dad packed a pair of buckets. The sea was calm.',
    };
    const context = storyContext(beach, analyzeStory(beach));
    const state = selectStory(createCompanionSession('conversation_1732233600000_0123456789abcdef0123456789abcdef', '6-8'), beach.id);
    const ask = async (message: string) => (await companionTurn(state, { message, nowMs: 1000, currentWordIndex: 20 }, context, offlineBrain)).reply;
    expect(await ask('how many children went to the beach')).toMatch(/^Three: Mia, Tom and Sam\./);
    expect(await ask('how many buckets did dad pack')).toMatch(/^Two: a pair of buckets\./);
  });

  it('answers a roleplay "why were you sad" with the story\'s reason, not only the feeling', async () => {
    const replies = await sitting(4, 'can i talk to ida', 'why were you sad');
    expect(replies[1]).toMatch(/village needed bread/);
  });
});
