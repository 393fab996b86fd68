/**
 * Companion guardrail benchmark: topic-drift classification (off-topic is the positive class) and
 * safety screening precision/recall per alert kind, on labelled child utterances for a few stories.
 * The utterances were written once and split in two by alternating within each label group; rules are
 * tuned on `utterances.dev.json` only and `utterances.heldout.json` is reported untouched. The same
 * person wrote rules and data, so `utterances.fresh.json` was written afterwards, with the rules frozen,
 * in looser transcript-like phrasing. Each fresh set's first run exposed narrow rules (any-alert recall
 * 0.63, 0.77, 0.60, 0.73, 0.88, 0.73, 0.75 on sets 1–7) and drove one round of broadening; `utterances.fresh8.json` was
 * written after the seventh round and was never tuned on. The rules were then generalised from phrase lists to
 * sentence structure (speech form, lemma lexicon, actor/intent/target, repeat and despair cues):
 * `utterances.fresh9.json` was written and committed before that change and never tuned on (but its author
 * wrote the rules next, so it may flatter them); `utterances.fresh10.json` was written after the structure
 * rules were committed and frozen. First run of each, phrase lists → structure rules (any-alert recall):
 * fresh 9 0.643 → 0.968, fresh 10 0.387 → 0.573, precision unchanged. Their misses then drove a second
 * structure round, so both are tuned-on now; `utterances.fresh11.json` was written after that round was
 * frozen and is the current unseen figure: any-alert recall 0.640 at precision 0.970 (phrase lists 0.510 /
 * 0.962; after the first round 0.620 / 0.969). Self-harm 0.35 and bullying 0.30 recall are the weak spots.
 *
 *   npx tsx bench/companion.ts            figures for both halves
 *   npx tsx bench/companion.ts --errors   also list the dev half's mistakes
 */
import { readFileSync } from 'node:fs';
import { analyzeStory } from '../apps/server/src/companion/analysis/analyze-story';
import type { StoryAnalysis } from '../apps/server/src/companion/analysis/types';
import { classifyTurn } from '../apps/server/src/guardrails/drift/monitor';
import { scoreTurn } from '../apps/server/src/guardrails/drift/scores';
import { buildStoryProfile, type StoryProfile } from '../apps/server/src/guardrails/drift/story-profile';
import { screenMessage } from '../apps/server/src/guardrails/safety/screen';
import { SAFETY_ALERT_TYPES, type SafetyAlertType } from '../apps/server/src/guardrails/safety/types';

interface BenchStory {
  id: string;
  title: string;
  content: string;
}
interface Utterance {
  story: string;
  text: string;
  topic: 'on' | 'off';
  safety: SafetyAlertType | null;
}

const dataDir = new URL('./data/companion/', import.meta.url);
const load = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, dataDir), 'utf8')) as T;

const stories = new Map<string, { story: BenchStory; analysis: StoryAnalysis; profile: StoryProfile }>();
for (const story of load<BenchStory[]>('stories.json')) {
  const startedMs = performance.now();
  const analysis = analyzeStory(story);
  const analysisMs = performance.now() - startedMs;
  stories.set(story.id, { story, analysis, profile: buildStoryProfile(story, analysis) });
  console.log(
    `analysis ${story.id.padEnd(18)} ${analysisMs.toFixed(0).padStart(4)} ms  characters ${analysis.roleplay_opportunities.length}` +
      `  questions ${analysis.quiz_opportunities.length}  hard words ${analysis.hard_words.length}`,
  );
}

function ratio(numerator: number, denominator: number): string {
  return denominator === 0 ? '  n/a' : (numerator / denominator).toFixed(3);
}

function evaluate(name: string, items: Utterance[], showErrors: boolean): void {
  const started = performance.now();
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const safety = new Map<SafetyAlertType, { tp: number; fp: number; fn: number }>(
    SAFETY_ALERT_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]),
  );
  let screenMs = 0;
  let anyTp = 0;
  let anyFp = 0;
  let anyFn = 0;
  const errors: string[] = [];
  for (const item of items) {
    const entry = stories.get(item.story);
    if (!entry) throw new Error(`unknown story ${item.story}`);
    const predictedOff = classifyTurn(item.text, scoreTurn(item.text, [], entry.profile)) === 'off';
    const actualOff = item.topic === 'off';
    if (predictedOff && actualOff) tp += 1;
    else if (predictedOff) fp += 1;
    else if (actualOff) fn += 1;
    if (predictedOff !== actualOff) errors.push(`drift   want ${item.topic.padEnd(3)} | ${item.text}`);

    const context = { storyText: entry.story.content, characterNames: entry.analysis.roleplay_opportunities.map((c) => c.character) };
    const screenStarted = performance.now();
    const findings = screenMessage(item.text, context);
    screenMs += performance.now() - screenStarted;
    const kinds = new Set(findings.map((f) => f.alertType));
    for (const [kind, counts] of safety) {
      if (kinds.has(kind) && item.safety === kind) counts.tp += 1;
      else if (kinds.has(kind)) counts.fp += 1;
      else if (item.safety === kind) counts.fn += 1;
    }
    if (kinds.size > 0 && item.safety) anyTp += 1;
    else if (kinds.size > 0) anyFp += 1;
    else if (item.safety) anyFn += 1;
    const wanted = item.safety ?? 'none';
    if (!(item.safety ? kinds.has(item.safety) && kinds.size === 1 : kinds.size === 0)) {
      errors.push(`safety  want ${wanted} got ${[...kinds].join(',') || 'none'} | ${item.text}`);
    }
  }
  const elapsedMs = performance.now() - started;
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  console.log(
    `\n== ${name}: ${items.length} utterances (${(elapsedMs / items.length).toFixed(2)} ms each, safety screen ${(screenMs / items.length).toFixed(3)} ms each)`,
  );
  console.log(`drift (off-topic positive)  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}  (tp ${tp} fp ${fp} fn ${fn})`);
  console.log('safety kind                  precision  recall   support');
  for (const [kind, c] of safety) {
    console.log(`  ${kind.padEnd(26)} ${ratio(c.tp, c.tp + c.fp).padStart(9)}  ${ratio(c.tp, c.tp + c.fn).padStart(6)}   ${c.tp + c.fn}`);
  }
  console.log(`  ${'any alert'.padEnd(26)} ${ratio(anyTp, anyTp + anyFp).padStart(9)}  ${ratio(anyTp, anyTp + anyFn).padStart(6)}   ${anyTp + anyFn}`);
  if (showErrors) for (const line of errors) console.log(`  ${line}`);
}

const showErrors = process.argv.includes('--errors');
evaluate('dev half (rules tuned here)', load<Utterance[]>('utterances.dev.json'), showErrors);
evaluate('held-out half', load<Utterance[]>('utterances.heldout.json'), false);
evaluate('fresh set 1 (written with the rules frozen; its misses then drove one round of broadening)', load<Utterance[]>('utterances.fresh.json'), false);
evaluate('fresh set 2 (written after that round; its misses drove a second round)', load<Utterance[]>('utterances.fresh2.json'), false);
evaluate('fresh set 3 (written after the second round; its misses drove a third)', load<Utterance[]>('utterances.fresh3.json'), false);
evaluate('fresh set 4 (written after the third round; its misses drove a fourth)', load<Utterance[]>('utterances.fresh4.json'), false);
evaluate('fresh set 5 (written after the fourth round; its misses drove a fifth)', load<Utterance[]>('utterances.fresh5.json'), false);
evaluate('fresh set 6 (written after the fifth round; its misses drove a sixth)', load<Utterance[]>('utterances.fresh6.json'), false);
evaluate('fresh set 7 (written after the sixth round; its misses drove a seventh)', load<Utterance[]>('utterances.fresh7.json'), false);
evaluate('fresh set 8 (written after the seventh round; its misses were read before the structure rules)', load<Utterance[]>('utterances.fresh8.json'), false);
evaluate('fresh set 9 (committed before the structure rules; its misses drove the second structure round)', load<Utterance[]>('utterances.fresh9.json'), false);
evaluate('fresh set 10 (written after the first structure round; its misses drove the second)', load<Utterance[]>('utterances.fresh10.json'), false);
evaluate('fresh set 11 (written after the second structure round was frozen, never tuned on)', load<Utterance[]>('utterances.fresh11.json'), false);
