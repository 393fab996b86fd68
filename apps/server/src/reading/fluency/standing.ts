/**
 * Where a WCPM stands against the Hasbrouck & Tindal 2017 norms, and the grade and season to look up.
 *
 * Grade from age: the spec labels its age bands by grade (6-8 → "Grade 2-3", 9-11 → "Grade 4-5",
 * 12-14 → "Grade 6-8", 15-18 → "Grade 9-10"); a band's grade is the first of its label (2, 4, 6, 9), the
 * grade most of its youngest readers are in. Ages outside 6-18 use the 15-18 band, as the spec's profile
 * fallback does. Grades above 6 are compared with the grade 6 norms because the 2017 table ends at
 * grade 6; the result says so (`normsGrade` differs from `grade`).
 *
 * Season from the date (northern-hemisphere school year, UTC month): August–November fall,
 * December–February winter, March–July spring (a summer reading is compared with the last benchmark).
 */
import { FLUENCY_SUPPORT_GAP_WCPM, ORF_NORMS_2017, type NormGrade, type Season } from './orf-norms';

export type PercentileBand = 'below_10' | '10_to_24' | '25_to_49' | '50_to_74' | '75_to_89' | '90_and_above';

export interface FluencyStanding {
  grade: number;
  /** The grade whose norms were used (grades above 6 use grade 6). */
  normsGrade: NormGrade;
  season: Season;
  wcpm: number;
  band: PercentileBand;
  /** For display: "25th–49th percentile". */
  bandLabel: string;
  /** The 50th percentile WCPM for the grade and season. */
  median: number;
  /** WCPM minus the 50th percentile (negative when below). */
  wordsVsMedian: number;
  /** 10 or more words below the 50th percentile. */
  needsFluencySupport: boolean;
}

const BANDS: readonly { floor: 90 | 75 | 50 | 25 | 10; band: PercentileBand; label: string }[] = [
  { floor: 90, band: '90_and_above', label: '90th percentile or above' },
  { floor: 75, band: '75_to_89', label: '75th–89th percentile' },
  { floor: 50, band: '50_to_74', label: '50th–74th percentile' },
  { floor: 25, band: '25_to_49', label: '25th–49th percentile' },
  { floor: 10, band: '10_to_24', label: '10th–24th percentile' },
];

export function gradeForAge(age: number): number {
  if (age >= 6 && age <= 8) return 2;
  if (age >= 9 && age <= 11) return 4;
  if (age >= 12 && age <= 14) return 6;
  return 9;
}

export function seasonFor(date: Date): Season {
  const month = date.getUTCMonth();
  if (month >= 7 && month <= 10) return 'fall';
  if (month === 11 || month <= 1) return 'winter';
  return 'spring';
}

export function normsGradeFor(grade: number): NormGrade {
  return Math.min(6, Math.max(1, Math.round(grade))) as NormGrade;
}

/** Null only where the table has no norms (grade 1 in the fall). */
export function standingFor(wcpm: number, grade: number, season: Season): FluencyStanding | null {
  const normsGrade = normsGradeFor(grade);
  const norms = ORF_NORMS_2017[normsGrade][season];
  if (!norms) return null;
  const hit = BANDS.find(({ floor }) => wcpm >= norms[floor]);
  const wordsVsMedian = Math.round((wcpm - norms[50]) * 10) / 10;
  return {
    grade,
    normsGrade,
    season,
    wcpm,
    band: hit?.band ?? 'below_10',
    bandLabel: hit?.label ?? 'below the 10th percentile',
    median: norms[50],
    wordsVsMedian,
    needsFluencySupport: wordsVsMedian <= -FLUENCY_SUPPORT_GAP_WCPM,
  };
}
