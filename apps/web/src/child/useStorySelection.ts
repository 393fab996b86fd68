/**
 * Choosing and leaving a story (spec section 4, story selection steps 1-7 and story deselected). The list
 * holds cards only, so choosing one first fetches the story's full text by id.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgeProfile } from '@shared/age/profile-schema';
import { CONTINUOUS_LISTENING_START_DELAY_MS, MICROPHONE_CHECK_DELAY_MS } from '@shared/constants/timings';
import { storyBackendPreview } from '@shared/display/text';
import type { Story, StoryAnalysis, StorySummary } from '@shared/schemas/stories';
import { errorMessage } from '../api/http';
import { analyzeStory, getStory } from '../api/stories';
import { BACKEND_UNAVAILABLE_PREFIX, clearStoryContext, getStoryAnnouncement, updateStoryContext } from '../api/story-context';
import { deleteReadingSession, startStoryAnnouncement, triggerIntroduction } from '../api/voicelive';
import { useLatest } from '../app/useLatest';
import { appLogger } from '../log/logger';
import { readingProgressStore } from '../reading/progress-store';
import type { RealtimeClient } from '../voice/realtime-client';
import { turnDetectionFor } from './turn-mode';
import type { Announcements } from './useAnnouncements';
import type { VoiceControls } from './useVoiceControls';
import { sendVoiceUiEvent, type UiEffectHandler } from './useVoiceUiEvents';

export interface StorySelectionDeps {
  client: RealtimeClient;
  conversationId: string;
  age: number;
  profile: AgeProfile;
  connected: boolean;
  voice: VoiceControls;
  announcements: Announcements;
  /** The chosen story lives with the caller: the conversation log and topic checks need it too. */
  story: Story | null;
  setStory: (story: Story | null) => void;
  onReadyToChat: () => void;
  onError: (message: string) => void;
  /** The effect the server applied for story_selected (used when the UI-state socket is down). */
  onUiEffect: UiEffectHandler;
}

export interface StorySelection {
  readingMode: boolean;
  analysis: StoryAnalysis | null;
  analysing: boolean;
  /** The analysis call failed (quiz and roleplay readiness are unknown). */
  analysisFailed: boolean;
  select: (story: StorySummary) => void;
  deselect: () => void;
}

/** Instructions for the offline voice-only fallback, built from the profile without the backend. */
export function offlineStoryInstructions(profile: AgeProfile, story: Story): string {
  return `${profile.system_prompt} The child is reading "${story.title}". It begins: ${storyBackendPreview(story.content)}`;
}

export function useStorySelection(deps: StorySelectionDeps): StorySelection {
  const [analysis, setAnalysis] = useState<StoryAnalysis | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [analysisFailed, setAnalysisFailed] = useState(false);
  const latest = useLatest(deps);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const selectionRun = useRef(0);

  const later = useCallback((delayMs: number, run: () => void) => {
    timers.current.push(setTimeout(run, delayMs));
  }, []);
  const cancelTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);
  useEffect(() => cancelTimers, [cancelTimers]);

  const announce = useCallback(async (chosen: Story) => {
    const { client, conversationId, age, voice, announcements } = latest.current;
    // The permission check releases the microphone at once; turn detection for the story (reading mode's
    // long silence, a child-friendly variant) is applied by useReadingMode.
    const micReady = await voice.requestPermission();
    voice.setContinuousMode(true);
    const ticket = announcements.expectCompletion(() => {
      later(CONTINUOUS_LISTENING_START_DELAY_MS, () => void latest.current.voice.startContinuous());
    });
    try {
      await startStoryAnnouncement({
        storyId: chosen.id,
        storyTitle: chosen.title,
        storyText: chosen.content,
        conversationId,
        age,
      });
    } catch (error) {
      appLogger.warn('Story announcement failed; asking for an introduction', { micReady, error: errorMessage(error) });
      const restore = () => {
        client.send({ type: 'session.update', session: { turn_detection: turnDetectionFor(true, age) } });
        later(CONTINUOUS_LISTENING_START_DELAY_MS, () => void latest.current.voice.startContinuous());
      };
      announcements.muteTurnsForIntroduction(ticket, restore);
      await triggerIntroduction(conversationId, age).catch((fallbackError: unknown) => {
        appLogger.error('Introduction fallback failed', { error: errorMessage(fallbackError) });
        ticket.cancel();
        restore();
      });
    }
  }, [later, latest]);

  const start = useCallback(
    (chosen: Story, run: number) => {
      const { conversationId, age, client, profile, setStory, onReadyToChat, onError, onUiEffect } = latest.current;
      cancelTimers();
      readingProgressStore.clear();
      setStory(chosen);
      sendVoiceUiEvent(conversationId, 'story_selected', 'child_chose_story', { story_id: chosen.id, story_title: chosen.title }, onUiEffect);
      setAnalysis(null);
      setAnalysing(true);
      setAnalysisFailed(false);
      void analyzeStory(chosen.id, appLogger).then((result) => {
        if (run !== selectionRun.current) return;
        setAnalysis(result);
        setAnalysisFailed(result === null);
        setAnalysing(false);
      });
      void (async () => {
        const ids = { storyId: chosen.id, userAge: age, conversationId };
        const context = await updateStoryContext(ids, true);
        if (run !== selectionRun.current) return;
        if (!context.success) {
          if (!context.message.startsWith(BACKEND_UNAVAILABLE_PREFIX)) onError(`Story selection failed: ${context.message}`);
          appLogger.warn('Story context unavailable; offline voice-only mode', { message: context.message });
          client.send({ type: 'session.update', session: { instructions: offlineStoryInstructions(profile, chosen) } });
          return;
        }
        await getStoryAnnouncement(ids, appLogger);
        if (run !== selectionRun.current || !latest.current.connected) return;
        later(MICROPHONE_CHECK_DELAY_MS, () => void announce(chosen));
        onReadyToChat();
      })();
    },
    [announce, cancelTimers, later, latest],
  );

  const select = useCallback(
    (card: StorySummary) => {
      const run = ++selectionRun.current;
      getStory(card.id).then(
        (chosen) => {
          if (run === selectionRun.current) start(chosen, run);
        },
        (error: unknown) => {
          if (run !== selectionRun.current) return;
          appLogger.error('Failed to load the chosen story', { storyId: card.id, error: errorMessage(error) });
          latest.current.onError(`Story selection failed: ${errorMessage(error)}`);
        },
      );
    },
    [latest, start],
  );

  const deselect = useCallback(() => {
    selectionRun.current += 1;
    const { conversationId, age, voice, announcements, setStory } = latest.current;
    cancelTimers();
    announcements.cancelAll();
    void voice.stopContinuous();
    voice.setContinuousMode(false);
    setStory(null);
    setAnalysis(null);
    setAnalysing(false);
    setAnalysisFailed(false);
    readingProgressStore.clear();
    clearStoryContext(conversationId, age).catch((error: unknown) =>
      appLogger.warn('Clearing story context failed', { error: errorMessage(error) }),
    );
    deleteReadingSession(conversationId).catch((error: unknown) =>
      appLogger.warn('Deleting reading session failed', { error: errorMessage(error) }),
    );
  }, [cancelTimers, latest]);

  return { readingMode: deps.story !== null, analysis, analysing, analysisFailed, select, deselect };
}
