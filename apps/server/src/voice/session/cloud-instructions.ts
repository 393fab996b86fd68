/**
 * What a session injects into a cloud provider's model: the age profile's voice and pace, the system
 * prompt for the age, the open story, and the active persona's instructions.
 */
import { getAgeProfile, type PersonaType } from '@shared';
import { PERSONAS } from '../../companion/personas/catalog';
import type { StoryContext } from '../../companion/session/state';
import type { Repositories } from '../../db/repositories';
import { sessionInstructions } from '../../story-context/instructions';
import { systemPromptForAge } from '../../story-context/system-prompt';
import type { RelaySessionSettings } from '../providers/relay-types';
import { effectiveTurnDetection } from './turn-detection';

export interface InstructionInputs {
  repos: Repositories;
  age: number;
  story: StoryContext | null;
  readingMode: boolean;
  persona: PersonaType;
}

export async function cloudInstructions(inputs: InstructionInputs): Promise<string> {
  const base = sessionInstructions({
    systemPrompt: await systemPromptForAge(inputs.repos, inputs.age),
    age: inputs.age,
    story: inputs.story ? { title: inputs.story.story.title, content: inputs.story.story.content } : null,
    readingMode: inputs.readingMode,
  });
  return `${base}\n\n${PERSONAS[inputs.persona].instructions}`;
}

export async function cloudSettings(inputs: InstructionInputs): Promise<RelaySessionSettings> {
  const profile = getAgeProfile(inputs.age);
  const { config } = effectiveTurnDetection({
    age: inputs.age,
    storyOpen: inputs.story !== null,
    readingMode: inputs.readingMode,
    announcing: false,
    clientChoice: undefined,
  });
  return {
    voice: profile.voice_name,
    instructions: await cloudInstructions(inputs),
    temperature: profile.temperature,
    turnDetection: config,
    transcriptionModel: 'whisper-1',
    speakingRate: profile.speaking_rate,
  };
}
