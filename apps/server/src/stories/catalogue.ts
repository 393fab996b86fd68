/**
 * How a levelled story becomes a library row: the grade label and difficulty the teacher's Story
 * Library cards show, derived from the age band and the Flesch–Kincaid grade of the text.
 */
import type { NewStoryInput } from '../db/repositories/stories';
import type { AgeBand } from './levelling';

const GRADE_BY_BAND: Record<AgeBand, string> = {
  '6-8': 'Grade 2-3',
  '9-11': 'Grade 4-5',
  '12-14': 'Grade 6-8',
  '15-18': 'Grade 9-10',
};

/** The Flesch–Kincaid grade typical of fiction for the band (dialogue-rich stories read below their Lexile band). */
const EXPECTED_FK_BY_BAND: Record<AgeBand, number> = { '6-8': 1.5, '9-11': 3.5, '12-14': 5, '15-18': 6.5 };

export function gradeLabel(band: AgeBand): string {
  return GRADE_BY_BAND[band];
}

/** Easier, on level or harder than the band's expected grade, by more than one grade either way. */
export function difficultyFor(band: AgeBand, fkGrade: number): 'Easy' | 'Medium' | 'Hard' {
  const delta = fkGrade - EXPECTED_FK_BY_BAND[band];
  if (delta < -1) return 'Easy';
  if (delta > 1) return 'Hard';
  return 'Medium';
}

export interface LevelledStory {
  id: string;
  title: string;
  content: string;
  ageBand: AgeBand;
  tags: string[];
  reading_level: string;
  lexile_level: string;
  estimated_read_time: number;
  word_count: number;
  fk_grade: number;
}

export function toStoryRow(story: LevelledStory, source: 'seed' | 'upload' | 'demo'): NewStoryInput {
  return {
    id: story.id,
    title: story.title,
    content: story.content,
    age_band: story.ageBand,
    reading_level: story.reading_level,
    lexile_level: story.lexile_level,
    estimated_read_time: story.estimated_read_time,
    tags: story.tags,
    status: 'active',
    grade: gradeLabel(story.ageBand),
    difficulty: difficultyFor(story.ageBand, story.fk_grade),
    word_count: story.word_count,
    source,
  };
}
