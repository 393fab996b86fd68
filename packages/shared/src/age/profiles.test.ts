import { describe, expect, it } from 'vitest';
import { AGE_PROFILE_KEYS } from '../constants/ages';
import { ageProfileSchema } from './profile-schema';
import { AGE_PROFILES, getAgeProfile, isValidUserAge, profileKeyForAge } from './profiles';

describe('age profiles', () => {
  it.each(AGE_PROFILE_KEYS)('profile %s satisfies the schema', (key) => {
    expect(() => ageProfileSchema.parse(AGE_PROFILES[key])).not.toThrow();
  });

  it('carries the section 3 table values for every band', () => {
    const rows = AGE_PROFILE_KEYS.map((key) => {
      const p = AGE_PROFILES[key];
      return [
        key,
        p.voice_name,
        p.temperature,
        p.speaking_rate,
        p.silence_duration,
        p.max_response_length,
        p.name,
        p.vocabulary_level,
        p.category,
        p.age_range,
      ];
    });
    expect(rows).toEqual([
      [
        '6-8',
        'shimmer',
        0.6,
        0.8,
        2000,
        20,
        'Young Learner',
        'elementary',
        'early-childhood',
        { min: 6, max: 8 },
      ],
      [
        '9-11',
        'coral',
        0.7,
        0.9,
        1800,
        30,
        'Curious Explorer',
        'middle_elementary',
        'middle-childhood',
        { min: 9, max: 11 },
      ],
      [
        '12-14',
        'ballad',
        0.8,
        1.0,
        1500,
        40,
        'Teen Assistant',
        'middle_school',
        'early-adolescence',
        { min: 12, max: 14 },
      ],
      [
        '15-18',
        'sage',
        0.8,
        1.0,
        1200,
        60,
        'Smart Assistant',
        'adult',
        'late-adolescence',
        { min: 15, max: 18 },
      ],
    ]);
  });

  it('uses the spec wording for the youngest and the terse wording for the oldest', () => {
    const young = AGE_PROFILES['6-8'].content;
    expect(young.errorMessages.general).toBe("Oops! Something went wrong. Let's try again!");
    expect(young.errorMessages.microphone).toBe(
      "I can't hear you. Ask a grown-up to help with your microphone!",
    );
    expect(young.statusMessages.microphonePermission).toBe(
      'Please allow microphone access so I can hear you speak.',
    );
    expect(AGE_PROFILES['15-18'].content.errorMessages).toEqual({
      general: 'Error occurred. Please retry.',
      microphone: 'Microphone access denied.',
      connection: 'Connection failed.',
      audio: 'Audio error occurred.',
    });
  });

  it('gives each band its own app name and a system prompt that states its reply length', () => {
    const names = AGE_PROFILE_KEYS.map((key) => AGE_PROFILES[key].ui.appName);
    expect(new Set(names).size).toBe(4);
    expect(AGE_PROFILES['6-8'].ui.appName).toBe('Story Buddy');
    for (const key of AGE_PROFILE_KEYS) {
      const profile = AGE_PROFILES[key];
      expect(profile.system_prompt).toContain(`under ${profile.max_response_length} words`);
    }
  });

  it('shrinks touch targets, mic button and type with age, keeping young targets at 48px or more', () => {
    const px = (length: string) => parseFloat(length);
    const targets = AGE_PROFILE_KEYS.map((key) => px(AGE_PROFILES[key].theme.spacing.touchTargets));
    const mics = AGE_PROFILE_KEYS.map((key) => px(AGE_PROFILES[key].ui.micButtonSize));
    const headings = AGE_PROFILE_KEYS.map((key) => px(AGE_PROFILES[key].theme.typography.headingSize));
    for (const series of [targets, mics, headings]) {
      expect([...series].sort((a, b) => b - a)).toEqual(series);
    }
    expect(targets.slice(0, 3).every((target) => target >= 48)).toBe(true);
    expect(targets.every((target) => target >= 44)).toBe(true);
  });
});

describe('profileKeyForAge / getAgeProfile', () => {
  it.each([
    [6, '6-8'],
    [7, '6-8'],
    [8, '6-8'],
    [9, '9-11'],
    [10, '9-11'],
    [11, '9-11'],
    [12, '12-14'],
    [13, '12-14'],
    [14, '12-14'],
    [15, '15-18'],
    [16.5, '15-18'],
    [18, '15-18'],
  ] as const)('age %s → %s', (age, key) => {
    expect(profileKeyForAge(age)).toBe(key);
  });

  it.each([5, 19, 0, -1, 8.5, 11.5, 14.2, Number.NaN])(
    'age %s is outside every range and falls back to 15-18',
    (age) => {
      expect(profileKeyForAge(age)).toBe('15-18');
    },
  );

  it('gives the grade 9-10 midpoint the Smart Assistant with sage and 1200 ms silence', () => {
    const profile = getAgeProfile(16.5);
    expect([profile.name, profile.voice_name, profile.silence_duration]).toEqual([
      'Smart Assistant',
      'sage',
      1200,
    ]);
    expect(getAgeProfile(5).name).toBe('Smart Assistant');
    expect(getAgeProfile(19).name).toBe('Smart Assistant');
    expect(getAgeProfile(8).name).toBe('Young Learner');
    expect(getAgeProfile(9).name).toBe('Curious Explorer');
  });
});

describe('isValidUserAge', () => {
  it('accepts 6 to 18 inclusive, fractions included', () => {
    expect([6, 7, 16.5, 18].map(isValidUserAge)).toEqual([true, true, true, true]);
  });
  it('rejects missing, non-numeric and out-of-range ages', () => {
    expect([5, 18.1, 19, 0, Number.NaN, Infinity, undefined, null, '7'].map(isValidUserAge)).toEqual(
      Array(9).fill(false),
    );
  });
});
