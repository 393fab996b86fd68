import { SEED_STORIES } from './stories/seed-library';
import { analyzeStory, offlineReply, createDialogueState, meaningReply } from './companion';
const s = SEED_STORIES.find((x) => x.id === process.argv[2])!;
const a = analyzeStory({ id: s.id, title: s.title, content: s.content });
const qs = process.argv.slice(3);
for (const band of ['6-8', '12-14'] as const) for (const q of qs) {
  const out = offlineReply(createDialogueState(), { band, message: q, analysis: a, persona: 'gentle_teacher', decision: null, currentSentence: null, currentWordIndex: 40, storyContent: s.content, nowMs: 0 });
  console.log(band, '|', q, '→', out.intent.kind, '|', out.reply);
}
