/**
 * The story analysis that drift monitoring reads, typed from the shared schema of the analysis answer
 * (less its cache flag) rather than from the companion that computes it: guardrails sit below the
 * companion, which calls them.
 */
import type { Story, StoryAnalysis as StoryAnalysisAnswer } from '@shared';

export type { QuizQuestionType } from '@shared';
export type StoryAnalysis = Omit<StoryAnalysisAnswer, 'analysis_cached'>;
export type StoryInput = Pick<Story, 'id' | 'title' | 'content'>;
