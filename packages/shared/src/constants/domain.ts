/** Closed sets of the product's domain values (both documents, sections 1, 3 and 9). */

export const AGENT_TYPES = [
  'wordwizard',
  'quizcritter',
  'roleranger',
  'evidencebuddy',
  'safetyshield',
] as const;
export const AGENT_LABELS: Record<(typeof AGENT_TYPES)[number], string> = {
  wordwizard: 'Word Wizard',
  quizcritter: 'Quiz Critter',
  roleranger: 'Role Ranger',
  evidencebuddy: 'Evidence Buddy',
  safetyshield: 'Safety Shield',
};
/** The sessions list's agent filter value meaning "no filter" (agent_type is then not sent). */
export const ALL_AGENTS_FILTER = 'all';
export const ALL_AGENTS_LABEL = 'All Agents';

export const PERSONA_TYPES = [
  'gentle_teacher',
  'pronunciation_coach',
  'quiz_critter',
  'role_ranger',
] as const;
/** Labels of the persona-history filter. */
export const PERSONA_LABELS: Record<(typeof PERSONA_TYPES)[number], string> = {
  gentle_teacher: 'Gentle Teacher',
  pronunciation_coach: 'Pronunciation Coach',
  quiz_critter: 'QuizCritter',
  role_ranger: 'RoleRanger',
};

/** Severity groups the teacher views tell apart; `other` stands for any severity outside the named three. */
export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'other'] as const;

export const PRONUNCIATION_TIERS = ['excellent', 'good', 'fair', 'needs_work'] as const;
export type PronunciationTier = (typeof PRONUNCIATION_TIERS)[number];
export const PRONUNCIATION_TIER_LABELS: Record<PronunciationTier, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  needs_work: 'Needs Work',
};
/** Lower bounds of the tiers; below `fair` is `needs_work`. */
export const PRONUNCIATION_TIER_MIN_SCORES = { excellent: 90, good: 75, fair: 60 } as const;

export const ACCURACY_DISTRIBUTION_BUCKETS = ['90-100', '80-89', '70-79', '60-69', 'below 60'] as const;
export type AccuracyDistributionBucket = (typeof ACCURACY_DISTRIBUTION_BUCKETS)[number];

export const PRONUNCIATION_ERROR_TYPES = ['None', 'Mispronunciation', 'Omission', 'Insertion'] as const;
/**
 * The reading tracker's other miscues, as the teacher's word list names them (beside the scorer's
 * four): a wrong try put right, a re-read run of words, a long pause before a word.
 */
export const READING_MISCUE_ERROR_TYPES = ['SelfCorrection', 'Repetition', 'Hesitation'] as const;
/** The reading tracker's miscue kinds (word_outcomes.kind), as the running record shows them. */
export const READING_MISCUE_KINDS = ['substitution', 'omission', 'insertion', 'self_correction', 'repetition', 'hesitation'] as const;
export type ReadingMiscueKind = (typeof READING_MISCUE_KINDS)[number];
export const ASSESSMENT_MODES = ['scripted', 'unscripted'] as const;

export const PRONUNCIATION_CHART_TYPES = ['trend', 'distribution', 'words'] as const;

/** The kinds of safety alert the guardrails raise (snake_case; the dashboard shows them with spaces). */
export const SAFETY_ALERT_TYPES = ['personal_information', 'self_harm', 'bullying', 'violence', 'profanity'] as const;
export type SafetyAlertType = (typeof SAFETY_ALERT_TYPES)[number];
