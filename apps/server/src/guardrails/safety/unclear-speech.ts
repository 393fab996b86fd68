/**
 * The safety screen of a child's line the recogniser heard with low confidence. The words may be
 * wrong, and a missed alert costs more than a false one, so harm, self-harm, bullying and personal
 * details are looked for with a lower bar: the classifier at a fraction of its usual thresholds, and
 * short cues ("hit me", "hurt myself", "i live at") that the full rules would want more words around.
 * Swearing is the opposite case: a sound-alike misheard as a swear is the recogniser's word, not the
 * child's, so only a swear heard as such, found by the rules, counts. Every finding is marked
 * `unclearAudio` so the teacher knows the line may have been misheard.
 */
import { CONFIDENT_HEARING, type Hearing } from '../../language/recognized-words';
import { ALERT_PROBABILITY } from './classifier/model';
import { classifierFindings } from './classifier/screen-classifier';
import { HARM_VERBS } from './lexicon';
import { mergeKinds } from './merge-kinds';
import { screenProfanity } from './rules-profanity';
import { screenMessage, screenRules } from './screen';
import { speechForm } from './speech';
import type { SafetyAlertType, SafetyContext, SafetyFinding } from './types';

/** The classifier's per-kind bar on unclear audio, as a share of its usual one. */
export const UNCLEAR_AUDIO_THRESHOLD_SCALE = 0.5;

const UNCLEAR_THRESHOLDS: Record<SafetyAlertType, number> = {
  // Already at the floor of its grid: any lower and every "my name is …" alerts.
  personal_information: ALERT_PROBABILITY.personal_information,
  self_harm: ALERT_PROBABILITY.self_harm * UNCLEAR_AUDIO_THRESHOLD_SCALE,
  bullying: ALERT_PROBABILITY.bullying * UNCLEAR_AUDIO_THRESHOLD_SCALE,
  violence: ALERT_PROBABILITY.violence * UNCLEAR_AUDIO_THRESHOLD_SCALE,
  // Never from the classifier alone on unclear audio ("who is grandpa joe" reads as a swear to it).
  profanity: Number.POSITIVE_INFINITY,
};

const SELF_HARM_CUE = /\b(?:kill|hurt|cut|harm) (?:myself|my self|me self)\b|\bi (?:want|wanted|wanna) to die\b|\bwish i (?:was|were) dead\b|\bnot want to (?:live|be alive|be here)\b/;
const PERSONAL_CUE = /\bi live at\b|\bmy (?:address|phone number|number|house number|postcode|zip code) is\b|\b\d+ \w+ (?:street|road|avenue|lane|drive|close|crescent)\b/;
const HARMED_ONES = new Set(['me', 'us']);
/** Play, sport and idiom around "hit me", "beat me", "killing me": no cue. */
const PLAY = /\b(?:for fun|as a joke|by accident|joke|game|level|test|homework|chess|fifa|mario|swing|pool|pillow|tickl\w*|at \w+ again|look|killing me|killed me|kill me if)\b/;

const DESCRIPTION: Record<Exclude<SafetyAlertType, 'profanity' | 'bullying'>, string> = {
  self_harm: 'Unclear audio: the child may have said something about hurting themselves.',
  violence: 'Unclear audio: the child may have said that someone hurts them.',
  personal_information: 'Unclear audio: the child may have shared personal details such as where they live.',
};

/** Short cues the full rules would want more words around. */
function cueFindings(message: string): SafetyFinding[] {
  const text = speechForm(message).replace(/[.!?;,]/g, ' ');
  const found: SafetyFinding[] = [];
  if (SELF_HARM_CUE.test(text)) found.push({ alertType: 'self_harm', severity: 'critical', description: DESCRIPTION.self_harm });
  const words = text.split(/\s+/);
  if (!PLAY.test(text) && words.some((w, i) => HARM_VERBS.has(w) && HARMED_ONES.has(words[i + 1] ?? ''))) {
    found.push({ alertType: 'violence', severity: 'high', description: DESCRIPTION.violence });
  }
  if (PERSONAL_CUE.test(text)) found.push({ alertType: 'personal_information', severity: 'high', description: DESCRIPTION.personal_information });
  return found;
}

/** Findings for a line heard with low confidence, at most one per alert type, each marked unclear. */
export function screenUnclearSpeech(message: string, context?: SafetyContext): SafetyFinding[] {
  if (message.trim().length === 0) return [];
  const rules = [
    ...screenRules(message, context).filter((f) => f.alertType !== 'profanity'),
    ...screenProfanity(message, { lookAlikes: false }),
  ];
  const ruleKinds = new Set(rules.map((f) => f.alertType));
  // What the usual screen keeps (less classifier-only swearing), then what the lower bar adds to it.
  const usual = classifierFindings(message, context).filter((f) => f.alertType !== 'profanity' && !ruleKinds.has(f.alertType));
  const base = mergeKinds(ruleKinds, new Set(usual.map((f) => f.alertType)), message);
  const found = [...rules, ...usual];
  // Profanity's infinite bar is not enough: the classifier's "some alert is likely" rule names the likeliest kind.
  const learned = classifierFindings(message, context, UNCLEAR_THRESHOLDS).filter((f) => f.alertType !== 'profanity');
  const weak = [...learned, ...cueFindings(message)].filter(
    (f) => !base.has(f.alertType) && !found.some((g) => g.alertType === f.alertType),
  );
  // The same merge decides what the extra kinds say (self-injury is not also violence).
  const widened = mergeKinds(base, new Set(weak.map((f) => f.alertType)), message);
  const kept = [...found.filter((f) => base.has(f.alertType))];
  for (const f of weak) if (widened.has(f.alertType) && !kept.some((g) => g.alertType === f.alertType)) kept.push(f);
  return kept.map((f) => ({ ...f, unclearAudio: true }));
}

/**
 * The screen for the open-vocabulary decoder's transcript of speech no grammar heard (Hearing.overheard):
 * the usual screen, less swearing (the general model's word, not the child's), each finding marked
 * unclear. Not the unclear-audio screen's lower bar: Debian's garble of a story question ("he was jungle
 * dead" for "who was uncle dev") met it. On lines written for bench/tools/safety-hearing-probe.ts either
 * bar raised 15 more of 80 spoken unsafe lines and 2 more of 48 chatter lines; screening the grammars'
 * forced guess instead raised 17 more chatter lines.
 */
export function screenOverheardSpeech(message: string, context?: SafetyContext): SafetyFinding[] {
  // A few words of Debian's garble are too little for the classifier alone: "and to you" read as personal
  // details and "if you got" as bullying (eSpeak and noisy turns); the rules still read "i want to die".
  const words = message.toLowerCase().split(/\s+/).filter((w) => w.length > 0 && !FILLERS.has(w));
  const findings = words.length >= OVERHEARD_CLASSIFIER_MIN_WORDS ? screenMessage(message, context) : screenRules(message, context);
  return findings.filter((f) => f.alertType !== 'profanity').map((f) => ({ ...f, unclearAudio: true }));
}

/** Words in Debian's transcript below which only the rules screen it (see screenOverheardSpeech). */
export const OVERHEARD_CLASSIFIER_MIN_WORDS = 5;
const FILLERS = new Set(['ah', 'uh', 'um', 'er', 'erm', 'oh', 'hmm', 'mm']);

/**
 * Whether a line as heard would raise an alert other than for swearing (the listener's cue for a second
 * hearing). A line, not a word: screened without its story, a lone story word ("hill") reads as an address.
 */
export function soundsUnsafe(message: string): boolean {
  return message.trim().split(/\s+/).length >= 3 && screenMessage(message).some((f) => f.alertType !== 'profanity');
}

/** A hearing too doubtful to act on as heard (typed text never is). */
export function isUnclearHearing(hearing: Hearing | undefined): boolean {
  return hearing !== undefined && hearing.confidence < CONFIDENT_HEARING;
}

/** The screen for a line as it was heard: the usual one, or the unclear-audio one below the confidence line. */
export function screenHeardMessage(message: string, context: SafetyContext | undefined, hearing: Hearing | undefined): SafetyFinding[] {
  return isUnclearHearing(hearing) ? screenUnclearSpeech(message, context) : screenMessage(message, context);
}
