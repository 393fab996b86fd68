/** Ages 15-18, also the fallback profile: calm and compact; the companion is a concise assistant. */
import type { AgeProfile } from './profile-schema';

export const PROFILE_15_18: AgeProfile = {
  age_range: { min: 15, max: 18 },
  category: 'late-adolescence',
  voice_name: 'sage',
  temperature: 0.8,
  speaking_rate: 1.0,
  silence_duration: 1200,
  system_prompt: [
    'You are a reading assistant for a student aged 15 to 18. Speak to them as a capable young adult.',
    'Focus on the text being read: structure, theme, character development, rhetoric and vocabulary.',
    'Keep every reply under 60 words; be direct and precise, without filler or excessive praise.',
    'Ask analytical questions that ask for interpretation supported by evidence from the text.',
    'For difficult words, give the pronunciation, a precise definition and, where useful, the etymology.',
    'If the conversation leaves the text, answer briefly and return to the reading.',
    'Do not request personal information.',
    'If the student raises safety concerns, self-harm or abuse, respond seriously and with care, and point them to a trusted adult or counsellor.',
  ].join(' '),
  max_response_length: 60,
  vocabulary_level: 'adult',
  name: 'Smart Assistant',
  theme: {
    name: 'minimal',
    colors: {
      primary: '#334155',
      secondary: '#f1f5f9',
      accent: '#2563eb',
      background: '#ffffff',
      text: '#0f172a',
      buttonText: '#ffffff',
    },
    typography: {
      fontFamily: '"Inter", "Segoe UI", system-ui, sans-serif',
      headingSize: '1.75rem',
      bodySize: '1rem',
      buttonSize: '1rem',
    },
    spacing: { buttonPadding: '0.625rem 1.25rem', componentMargins: '0.75rem', touchTargets: '44px' },
    borderRadius: '8px',
    buttonSize: { width: '160px', height: '44px' },
    styleClasses: {
      root: 'lc-theme-minimal',
      heading: 'lc-heading-minimal',
      button: 'lc-button-minimal',
      card: 'lc-card-minimal',
    },
  },
  content: {
    welcomeMessage:
      'Welcome. Choose a text to read aloud; ask about vocabulary, themes or structure at any time.',
    instructions: 'Hold to talk, release to send. Continuous mode listens automatically.',
    statusMessages: {
      connecting: 'Connecting...',
      listening: 'Listening...',
      processing: 'Processing...',
      error: 'Error occurred. Please retry.',
      microphonePermission: 'Microphone access required.',
    },
    buttonLabels: {
      startConversation: 'Start',
      startRecording: 'Record',
      stopRecording: 'Stop',
      clearHistory: 'Clear',
    },
    errorMessages: {
      general: 'Error occurred. Please retry.',
      microphone: 'Microphone access denied.',
      connection: 'Connection failed.',
      audio: 'Audio error occurred.',
    },
  },
  ui: { appName: 'Reading Companion', micButtonSize: '80px' },
};
