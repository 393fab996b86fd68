/**
 * Shape of an age profile (child-side section 3): voice settings the server sends to the speech
 * provider, the prompt that shapes the companion's replies, and the theme and wording the web app
 * renders for that age band.
 */
import { z } from 'zod';
import { AGE_PROFILE_KEYS } from '../constants/ages';
import { PROMPT_MAX_CHARS, PROMPT_MIN_CHARS } from '../constants/dashboard';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a #rrggbb colour');
const cssLength = z.string().regex(/^\d+(\.\d+)?(px|rem)$/, 'expected a px or rem length');
const cssLengths = z
  .string()
  .regex(/^\d+(\.\d+)?(px|rem)( \d+(\.\d+)?(px|rem)){0,3}$/, 'expected 1-4 lengths');
const text = z.string().min(1);

export const ageProfileKeySchema = z.enum(AGE_PROFILE_KEYS);

export const ageCategorySchema = z.enum([
  'early-childhood',
  'middle-childhood',
  'early-adolescence',
  'late-adolescence',
]);
export type AgeCategory = z.infer<typeof ageCategorySchema>;

export const vocabularyLevelSchema = z.enum(['elementary', 'middle_elementary', 'middle_school', 'adult']);
export type VocabularyLevel = z.infer<typeof vocabularyLevelSchema>;

export const ageThemeSchema = z.object({
  name: text,
  /**
   * primary fills buttons (with buttonText on it), secondary fills panels and cards (with text on it),
   * accent marks highlights and borders against the background.
   */
  colors: z.object({
    primary: hexColour,
    secondary: hexColour,
    accent: hexColour,
    background: hexColour,
    text: hexColour,
    buttonText: hexColour,
  }),
  typography: z.object({
    fontFamily: text,
    headingSize: cssLength,
    bodySize: cssLength,
    buttonSize: cssLength,
  }),
  spacing: z.object({
    buttonPadding: cssLengths,
    componentMargins: cssLength,
    touchTargets: cssLength,
  }),
  borderRadius: cssLength,
  buttonSize: z.object({ width: cssLength, height: cssLength }),
  /** CSS class names the web app puts on themed elements. */
  styleClasses: z.object({ root: text, heading: text, button: text, card: text }),
});
export type AgeTheme = z.infer<typeof ageThemeSchema>;

export const ageContentSchema = z.object({
  welcomeMessage: text,
  instructions: text,
  statusMessages: z.object({
    connecting: text,
    listening: text,
    processing: text,
    error: text,
    microphonePermission: text,
  }),
  buttonLabels: z.object({
    startConversation: text,
    startRecording: text,
    stopRecording: text,
    clearHistory: text,
  }),
  errorMessages: z.object({ general: text, microphone: text, connection: text, audio: text }),
});
export type AgeContent = z.infer<typeof ageContentSchema>;

export const ageProfileSchema = z
  .object({
    age_range: z.object({ min: z.number().int(), max: z.number().int() }),
    category: ageCategorySchema,
    voice_name: text,
    temperature: z.number().min(0).max(2),
    speaking_rate: z.number().positive().max(4),
    /** Silence that ends a turn, in milliseconds. */
    silence_duration: z.number().int().positive(),
    system_prompt: z.string().min(PROMPT_MIN_CHARS).max(PROMPT_MAX_CHARS),
    /** Longest reply, in words. */
    max_response_length: z.number().int().positive(),
    vocabulary_level: vocabularyLevelSchema,
    name: text,
    theme: ageThemeSchema,
    content: ageContentSchema,
    ui: z.object({ appName: text, micButtonSize: cssLength }),
  })
  .refine((profile) => profile.age_range.min <= profile.age_range.max, {
    message: 'age_range.min must not exceed age_range.max',
    path: ['age_range'],
  });
export type AgeProfile = z.infer<typeof ageProfileSchema>;
