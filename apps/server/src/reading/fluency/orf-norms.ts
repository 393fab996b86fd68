/**
 * Oral reading fluency norms, words correct per minute (WCPM), from
 * Hasbrouck, J., & Tindal, G. (2017). An update to compiled ORF norms (Technical Report No. 1702).
 * Eugene, OR: Behavioral Research and Teaching, University of Oregon.
 *
 * Grades 1–6, fall / winter / spring, percentiles 90, 75, 50, 25, 10. The 2017 table has no grade 1
 * fall norms and stops at grade 6 (the 2006 table went to grade 8); see standing.ts for how grades
 * outside the table are handled.
 */
export type Season = 'fall' | 'winter' | 'spring';
export type NormPercentile = 90 | 75 | 50 | 25 | 10;
export type NormGrade = 1 | 2 | 3 | 4 | 5 | 6;
export type PercentileRow = Readonly<Record<NormPercentile, number>>;

const row = (p90: number, p75: number, p50: number, p25: number, p10: number): PercentileRow => ({
  90: p90,
  75: p75,
  50: p50,
  25: p25,
  10: p10,
});

export const ORF_NORMS_2017: Readonly<Record<NormGrade, Readonly<Record<Season, PercentileRow | null>>>> = {
  1: { fall: null, winter: row(97, 59, 29, 16, 9), spring: row(116, 91, 60, 34, 18) },
  2: {
    fall: row(111, 84, 50, 36, 23),
    winter: row(131, 109, 84, 59, 35),
    spring: row(148, 124, 100, 72, 43),
  },
  3: {
    fall: row(134, 104, 83, 59, 40),
    winter: row(161, 137, 97, 79, 62),
    spring: row(166, 139, 112, 91, 63),
  },
  4: {
    fall: row(153, 125, 94, 75, 60),
    winter: row(168, 143, 120, 95, 71),
    spring: row(184, 160, 133, 105, 83),
  },
  5: {
    fall: row(179, 153, 121, 87, 64),
    winter: row(183, 160, 133, 109, 84),
    spring: row(195, 169, 146, 119, 102),
  },
  6: {
    fall: row(185, 159, 132, 112, 89),
    winter: row(195, 166, 145, 116, 91),
    spring: row(204, 173, 146, 122, 91),
  },
};

/**
 * Hasbrouck & Tindal: readers 10 or more WCPM below the 50th percentile (average of two unpracticed
 * grade-level readings) need a fluency-building programme.
 */
export const FLUENCY_SUPPORT_GAP_WCPM = 10;
