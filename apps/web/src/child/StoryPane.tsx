/**
 * Story choice and reading, with the pronunciation switch that belongs to reading. The assessment itself
 * is the main screen's (its panel lives in the dock, beside the story).
 */
import { useCallback } from 'react';
import type { Story } from '@shared/schemas/stories';
import type { RealtimeClient } from '../voice/realtime-client';
import { PronunciationToggle } from './PronunciationToggle';
import { ReadingView } from './ReadingView';
import { StoryList } from './StoryList';
import type { PronunciationView } from './usePronunciation';
import { useReadingProgress } from './useReadingProgress';
import { useStories } from './useStories';
import type { StorySelection } from './useStorySelection';

export interface StoryPaneProps {
  age: number;
  conversationId: string;
  story: Story | null;
  selection: StorySelection;
  client: RealtimeClient;
  recording: boolean;
  micReady: boolean;
  pronunciation: PronunciationView;
  detailsOpen: boolean;
  onToggleDetails: () => void;
}

export function StoryPane(props: StoryPaneProps) {
  const { age, conversationId, story, selection, client, recording, micReady, pronunciation } = props;
  const stories = useStories(age);
  const snapshot = useReadingProgress(client, conversationId, story?.id ?? null);
  // One function for the story's life: the reader's paragraphs are memoised on it.
  const tapWord = useCallback((wordIndex: number) => client.send({ type: 'reading.set_position', word_index: wordIndex }), [client]);

  if (!story) {
    return (
      <div className="lc-story-pane">
        <StoryList view={stories} onRead={selection.select} />
      </div>
    );
  }
  return (
    <div className="lc-story-pane">
      <ReadingView
        story={story}
        snapshot={snapshot}
        analysing={selection.analysing}
        analysisFailed={selection.analysisFailed}
        onChooseDifferent={selection.deselect}
        onWordTap={selection.readingMode ? tapWord : undefined}
        tools={
          <PronunciationToggle
            enabled={pronunciation.enabled}
            active={pronunciation.active}
            recording={recording}
            micReady={micReady}
            lastError={pronunciation.lastError}
            detailsOpen={props.detailsOpen}
            onToggle={pronunciation.setEnabled}
            onToggleDetails={props.onToggleDetails}
          />
        }
      />
    </div>
  );
}
