/** Story choice and reading, with the pronunciation tools that belong to reading. */
import { useCallback, useState } from 'react';
import type { Story } from '@shared/schemas/stories';
import type { RealtimeClient } from '../voice/realtime-client';
import { PronunciationPanel } from './PronunciationPanel';
import { PronunciationToggle } from './PronunciationToggle';
import { ReadingView } from './ReadingView';
import { StoryList } from './StoryList';
import { usePronunciation } from './usePronunciation';
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
}

export function StoryPane({ age, conversationId, story, selection, client, recording, micReady }: StoryPaneProps) {
  const stories = useStories(age);
  const snapshot = useReadingProgress(client, conversationId, story?.id ?? null);
  const pronunciation = usePronunciation({ client, conversationId, age, story, readingMode: selection.readingMode, recording });
  const [detailsOpen, setDetailsOpen] = useState(true);
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
            detailsOpen={detailsOpen}
            onToggle={pronunciation.setEnabled}
            onToggleDetails={() => setDetailsOpen(!detailsOpen)}
          />
        }
      />
      {pronunciation.active || pronunciation.aggregate || pronunciation.finalAccuracy !== null ? (
        <PronunciationPanel
          aggregate={pronunciation.aggregate}
          active={pronunciation.active}
          finalAccuracy={pronunciation.finalAccuracy}
          coachWord={pronunciation.coachWord}
          expanded={detailsOpen}
          onToggle={() => setDetailsOpen(!detailsOpen)}
        />
      ) : null}
    </div>
  );
}
