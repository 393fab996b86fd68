/**
 * The grade buttons of the age screen and the story-upload targets (child-side section 2, teacher-side
 * section 2.1): each grade label stands for an age profile and passes its midpoint age on.
 */
import type { AgeProfileKey } from '../constants/ages';

export interface GradeOption {
  label: string;
  profileKey: AgeProfileKey;
  minAge: number;
  maxAge: number;
  /** The age the child flow carries on after the choice. */
  midpointAge: number;
}

export const GRADE_OPTIONS: readonly GradeOption[] = [
  { label: 'Grade 2-3', profileKey: '6-8', minAge: 6, maxAge: 8, midpointAge: 7 },
  { label: 'Grade 4-5', profileKey: '9-11', minAge: 9, maxAge: 11, midpointAge: 10 },
  { label: 'Grade 6-8', profileKey: '12-14', minAge: 12, maxAge: 14, midpointAge: 13 },
  { label: 'Grade 9-10', profileKey: '15-18', minAge: 15, maxAge: 18, midpointAge: 16.5 },
];

/** "ages 6-8" caption under a grade button. */
export function gradeAgesCaption(option: GradeOption): string {
  return `ages ${option.minAge}-${option.maxAge}`;
}

export function gradeOptionForProfile(key: AgeProfileKey): GradeOption {
  const option = GRADE_OPTIONS.find((candidate) => candidate.profileKey === key);
  if (!option) throw new Error(`No grade option for age profile ${key}`);
  return option;
}
