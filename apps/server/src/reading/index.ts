/** Reading tracking: alignment of recognised words to a story, miscues, fluency and progress events. */
export type * from './types';
export {
  ReadingTracker,
  type ReadingTrackerOptions,
  type ExpectedSpan,
  type ListeningWords,
  type FluencyWithStanding,
} from './tracker/reading-tracker';
export { DEFAULT_ALIGNMENT_COSTS, type AlignmentCosts } from './tracker/align';
export { splitSentences, type WordSpan } from './tracker/sentences';
export { readingProgressEvent, type ReadingProgressSource } from './progress-events';
export {
  computeFluency,
  DEFAULT_FLUENCY_OPTIONS,
  type FluencyReport,
  type FluencyMeasure,
  type PageFluency,
  type PauseSummary,
  type FluencyOptions,
} from './fluency/wcpm';
export { paginate, type PageSpan } from './fluency/pages';
export {
  ORF_NORMS_2017,
  FLUENCY_SUPPORT_GAP_WCPM,
  type Season,
  type NormGrade,
  type NormPercentile,
} from './fluency/orf-norms';
export {
  standingFor,
  gradeForAge,
  seasonFor,
  normsGradeFor,
  type FluencyStanding,
  type PercentileBand,
} from './fluency/standing';
export { isFunctionWord, functionWordList } from '../language/function-words';
export {
  heardWords,
  isUnknownWord,
  UNKNOWN_WORD,
  type HeardWord,
  type HeardWordsOptions,
} from './words/heard-words';
export { DEFAULT_UNKNOWN_WORD_RULES, type UnknownWordRules } from './miscues/verdicts';
export { newCoachableMiscues } from './miscues/coachable';
export { matchQuality, soundDistance, NEAR_MATCH_MAX_DISTANCE } from '../language/sound-alike';
export { syllablesOf } from '../language/syllables';
