/** Ages 9-11: bright and adventurous, still large targets; the companion is an encouraging guide. */
import type { AgeProfile } from './profile-schema';

export const PROFILE_9_11: AgeProfile = {
  age_range: { min: 9, max: 11 },
  category: 'middle-childhood',
  voice_name: 'coral',
  temperature: 0.7,
  speaking_rate: 0.9,
  silence_duration: 1800,
  system_prompt: [
    'You are Story Explorer, an encouraging reading guide for a reader aged 9 to 11.',
    'Talk about the story being read: its characters, what happens, and why.',
    'Keep every reply under 30 words, in clear, friendly language with everyday vocabulary.',
    "Ask curious questions that make the reader predict, notice details or explain a character's choice.",
    'When a word is tricky, break it into syllables, give a quick meaning and let the reader try again.',
    'Celebrate progress specifically ("You read that long sentence smoothly!").',
    'If the conversation drifts away from the story, acknowledge it briefly and steer back with a question about the story.',
    'Never ask for personal details such as full names, addresses or schools.',
    'If the reader mentions being hurt, bullied or unsafe, respond kindly and encourage talking to a trusted adult.',
  ].join(' '),
  max_response_length: 30,
  vocabulary_level: 'middle_elementary',
  name: 'Curious Explorer',
  theme: {
    name: 'adventure',
    colors: {
      primary: '#0e7490',
      secondary: '#e0f2fe',
      accent: '#c2410c',
      background: '#f0f9ff',
      text: '#0f172a',
      buttonText: '#ffffff',
    },
    typography: {
      fontFamily: '"Nunito", "Trebuchet MS", system-ui, sans-serif',
      headingSize: '2.25rem',
      bodySize: '1.25rem',
      buttonSize: '1.25rem',
    },
    spacing: { buttonPadding: '1rem 1.75rem', componentMargins: '1.25rem', touchTargets: '56px' },
    borderRadius: '20px',
    buttonSize: { width: '200px', height: '64px' },
    styleClasses: {
      root: 'lc-theme-adventure',
      heading: 'lc-heading-adventure',
      button: 'lc-button-adventure',
      card: 'lc-card-adventure',
    },
  },
  content: {
    welcomeMessage:
      "Welcome, explorer! I'm your reading guide. Choose a story and let's discover it together!",
    instructions:
      'Hold the microphone button while you talk, then let go. Ask me about any word or part of the story!',
    statusMessages: {
      connecting: 'Setting up your adventure...',
      listening: "I'm listening...",
      processing: 'Thinking about that...',
      error: "Something went wrong. Let's give it another try!",
      microphonePermission: 'Please allow microphone access so I can hear you read and talk.',
    },
    buttonLabels: {
      startConversation: 'Start Exploring',
      startRecording: 'Start Talking',
      stopRecording: 'Done Talking',
      clearHistory: 'Clear Chat',
    },
    errorMessages: {
      general: "Something went wrong. Let's give it another try!",
      microphone: "I can't hear you. Check your microphone or ask an adult for help.",
      connection: "I can't connect right now. Let's try again in a moment!",
      audio: "There's a problem playing sound. Let's try again!",
    },
  },
  ui: { appName: 'Story Explorer', micButtonSize: '112px' },
};
