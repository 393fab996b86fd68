/** The chosen story: its details, Reading Mode Active, the text, progress, and the reading tools. */
import { useMemo, type ReactNode } from 'react';
import { countWords } from '@shared/text/tokenize';
import type { Story } from '@shared/schemas/stories';
import type { ReadingSnapshot } from '../reading/progress-store';
import { Icon } from './Icon';
import { ReadingProgressCard } from './ReadingProgressCard';
import { StoryReader } from './StoryReader';

export interface ReadingViewProps {
  story: Story;
  snapshot: ReadingSnapshot | null;
  analysing: boolean;
  analysisFailed: boolean;
  onChooseDifferent: () => void;
  tools: ReactNode;
  /** The child tapped the word they are on (the highlight moves when the server confirms). */
  onWordTap?: (wordIndex: number) => void;
}

export function ReadingView({ story, snapshot, analysing, analysisFailed, onChooseDifferent, tools, onWordTap }: ReadingViewProps) {
  const totalWords = useMemo(() => countWords(story.content), [story.content]);
  return (
    <section className="lc-reading" aria-labelledby="lc-reading-title">
      <header className="lc-reading-header">
        <h2 id="lc-reading-title">{story.title}</h2>
        <p className="lc-reading-meta">
          <span>{story.estimated_read_time} min read</span>
          <span>Reading level: {story.reading_level}</span>
          {story.lexile_level ? <span className="lc-badge-pill lc-lexile">Lexile {story.lexile_level}</span> : null}
          <span className="lc-reading-active" role="status">
            <Icon name="book" /> Reading Mode Active
          </span>
          {analysing ? <span className="lc-analysing">Analysing story...</span> : null}
          {analysisFailed ? <span className="lc-analysing">Analysis failed</span> : null}
        </p>
      </header>
      <div className="lc-reading-layout">
        {/* A scrolling box: focusable and named, so a keyboard can scroll it and a screen reader says what it is. */}
        <div className="lc-card lc-reader" tabIndex={0} role="region" aria-label={`Story: ${story.title}`}>
          <StoryReader story={story} currentWordIndex={snapshot?.progress.current_word_index ?? null} onWordTap={onWordTap} />
        </div>
        <div className="lc-reading-side">
          <ReadingProgressCard snapshot={snapshot} totalWords={totalWords} />
          {tools}
          <button type="button" className="lc-button lc-button-secondary" onClick={onChooseDifferent}>
            Choose Different Story
          </button>
        </div>
      </div>
    </section>
  );
}
