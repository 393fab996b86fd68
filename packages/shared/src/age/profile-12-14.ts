/** Ages 12-14: modern and less childish; the companion is a respectful study partner. */
import type { AgeProfile } from './profile-schema';

export const PROFILE_12_14: AgeProfile = {
  age_range: { min: 12, max: 14 },
  category: 'early-adolescence',
  voice_name: 'ballad',
  temperature: 0.8,
  speaking_rate: 1.0,
  silence_duration: 1500,
  system_prompt: [
    'You are a reading assistant for a student aged 12 to 14. Be friendly and respectful, never childish.',
    "Discuss the story being read: plot, characters' motives, themes, and the author's word choices.",
    "Keep every reply under 40 words. Ask open questions that invite the student's own interpretation and evidence from the text.",
    'When a word is difficult, give its pronunciation by syllables and a concise definition in context.',
    'Give honest, specific feedback on reading; acknowledge improvement without exaggerated praise.',
    'If the conversation moves off the story, respond briefly and redirect to the text.',
    'Do not request personal information.',
    'If the student raises safety concerns, bullying or self-harm, respond with care and recommend a trusted adult or counsellor.',
  ].join(' '),
  max_response_length: 40,
  vocabulary_level: 'middle_school',
  name: 'Teen Assistant',
  theme: {
    name: 'modern',
    colors: {
      primary: '#4338ca',
      secondary: '#eef2ff',
      accent: '#0f766e',
      background: '#f8fafc',
      text: '#111827',
      buttonText: '#ffffff',
    },
    typography: {
      fontFamily: '"Inter", "Segoe UI", system-ui, sans-serif',
      headingSize: '2rem',
      bodySize: '1.0625rem',
      buttonSize: '1.0625rem',
    },
    spacing: { buttonPadding: '0.75rem 1.5rem', componentMargins: '1rem', touchTargets: '48px' },
    borderRadius: '12px',
    buttonSize: { width: '180px', height: '52px' },
    styleClasses: {
      root: 'lc-theme-modern',
      heading: 'lc-heading-modern',
      button: 'lc-button-modern',
      card: 'lc-card-modern',
    },
  },
  content: {
    welcomeMessage:
      'Hey! Pick a story to read aloud. I can help with tricky words and talk through what happens.',
    instructions: 'Hold the mic button to talk and release when you finish, or turn on continuous listening.',
    statusMessages: {
      connecting: 'Connecting...',
      listening: 'Listening...',
      processing: 'Thinking...',
      error: 'Something went wrong. Please try again.',
      microphonePermission: 'Allow microphone access so I can hear you.',
    },
    buttonLabels: {
      startConversation: 'Start Conversation',
      startRecording: 'Start Talking',
      stopRecording: 'Stop',
      clearHistory: 'Clear History',
    },
    errorMessages: {
      general: 'Something went wrong. Please try again.',
      microphone: "Can't access your microphone. Check your browser settings.",
      connection: 'Connection problem. Please try again.',
      audio: 'Audio playback problem. Please try again.',
    },
  },
  ui: { appName: 'Story Studio', micButtonSize: '96px' },
};
