/**
 * The session configuration handed to the browser (and, for cloud providers, to the upstream model):
 * the age profile's voice, temperature and speaking rate, the turn detection of the moment, and the
 * instructions built from the system prompt in force and the open story.
 */
import { buildVoiceSessionConfig, getAgeProfile, type VoiceSessionConfig } from '@shared';
import type { AppConfig } from '../config';
import type { Repositories } from '../db/repositories';
import type { ConversationRow } from '../db/schema';
import { sessionInstructions } from '../story-context/instructions';
import { systemPromptForAge } from '../story-context/system-prompt';
import { effectiveTurnDetection } from './session/turn-detection';

export async function sessionConfigFor(
  ctx: { repos: Pick<Repositories, 'stories' | 'systemPrompts'>; config: Pick<AppConfig, 'voiceProvider'> },
  conversation: ConversationRow,
  age: number,
): Promise<VoiceSessionConfig> {
  const profile = getAgeProfile(age);
  const story = conversation.story_id ? await ctx.repos.stories.get(conversation.story_id) : undefined;
  const readingMode = conversation.reading_mode === 1;
  const { config: turnDetection } = effectiveTurnDetection({
    age,
    storyOpen: story !== undefined,
    readingMode,
    announcing: false,
    clientChoice: undefined,
  });
  const local = ctx.config.voiceProvider === 'local';
  return buildVoiceSessionConfig({
    voice: profile.voice_name,
    instructions: sessionInstructions({
      systemPrompt: await systemPromptForAge(ctx.repos, age),
      age,
      story: story ? { title: story.title, content: story.content } : null,
      readingMode,
    }),
    turnDetection,
    transcriptionModel: local ? 'pocketsphinx-grammar' : 'whisper-1',
    temperature: profile.temperature,
    speakingRate: profile.speaking_rate,
    audioEnhancements: true,
  });
}
