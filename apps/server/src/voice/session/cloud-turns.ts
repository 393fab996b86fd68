/**
 * What a voice session does around a cloud provider: the settings and instructions it injects (age
 * profile voice, system prompt, story, active persona), and the taps on the upstream's stream —
 * user transcripts feed reading tracking, safety and drift; replies are stored for teachers.
 */
import { PERSONAS } from '../../companion/personas/catalog';
import { sessionInstructions } from '../../story-context/instructions';
import { systemPromptForAge } from '../../story-context/system-prompt';
import type { RelaySessionSettings } from '../providers/relay-types';
import type { RelayTaps } from './relay-bridge';
import { effectiveTurnDetection } from './turn-detection';
import type { VoiceSession } from './voice-session';

/** Words of a cloud transcript given evenly spaced times ending now (cloud transcripts carry none). */
const SPOKEN_WORD_MS = 350;

export async function cloudInstructions(session: VoiceSession): Promise<string> {
  const base = sessionInstructions({
    systemPrompt: await systemPromptForAge(session.deps.repos, session.age),
    age: session.age,
    story: session.story ? { title: session.story.story.title, content: session.story.story.content } : null,
    readingMode: session.readingMode,
  });
  return `${base}\n\n${PERSONAS[session.persona.active_persona].instructions}`;
}

export async function cloudSettings(session: VoiceSession): Promise<RelaySessionSettings> {
  const { config } = effectiveTurnDetection({
    age: session.age,
    storyOpen: session.story !== null,
    readingMode: session.readingMode,
    announcing: false,
    clientChoice: undefined,
  });
  return {
    voice: session.profile.voice_name,
    instructions: await cloudInstructions(session),
    temperature: session.profile.temperature,
    turnDetection: config,
    transcriptionModel: 'whisper-1',
    speakingRate: session.profile.speaking_rate,
  };
}

async function onUserTranscript(session: VoiceSession, itemId: string, transcript: string): Promise<void> {
  const text = transcript.trim();
  if (text.length === 0) return;
  await session.responder.storeMessage(itemId, 'user', text);
  let reading = false;
  if (session.reading) {
    const words = text.split(/\s+/);
    const endMs = session.audioClockMs();
    const timed = words.map((word, i) => {
      const startMs = Math.max(0, endMs - (words.length - i) * SPOKEN_WORD_MS);
      return { word, startMs, endMs: startMs + SPOKEN_WORD_MS };
    });
    const update = session.reading.update({ words: timed, final: true });
    reading = update.moved;
    if (update.moved) session.channel.send(session.reading.progressEvent());
  }
  const reader = session.reading;
  const result = await session.deps.companion.turn({
    conversationId: session.conversationId,
    age: session.age,
    storyId: session.storyId,
    input: {
      message: reading ? '' : text,
      ...(reader ? { readingProgressPercent: reader.completionPercentage, currentWordIndex: reader.tracker.currentWordIndex } : {}),
      nowMs: Date.now(),
    },
  });
  const before = session.persona.active_persona;
  session.persona = { active_persona: result.state.persona.active_persona, intervention_count: result.state.persona.intervention_count };
  for (const event of result.personaEvents) {
    session.channel.send({ type: 'persona_switched', persona: event.persona, reason: event.reason, milestone: event.milestone, conversation_id: event.conversation_id });
  }
  if (before !== session.persona.active_persona) session.relay?.setInstructions(await cloudInstructions(session));
  // An unsafe message is answered by our own kind redirect, never by the model.
  if (result.safetyFindings.length > 0 && result.reply) session.relay?.say(result.reply);
}

export function cloudTaps(session: VoiceSession): RelayTaps {
  return {
    forward: (event) => session.channel.send(event),
    userTranscript: (itemId, transcript) => session.enqueue(() => onUserTranscript(session, itemId, transcript)),
    assistantTranscript: (itemId, transcript) =>
      session.enqueue(() => (transcript.trim() ? session.responder.storeMessage(itemId, 'assistant', transcript.trim()) : undefined)),
    lost: (reason) => session.enqueue(() => session.degradeToLocal(reason)),
  };
}
