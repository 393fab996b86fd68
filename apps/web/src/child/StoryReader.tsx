/**
 * The story being read: paragraphs of tokens from the shared tokenizer (so indices match the server's
 * reading_progress events), read words green, the current word yellow and bold, upcoming grey. The current
 * word is scrolled to the centre.
 */
import { Fragment, memo, useEffect, useMemo, useRef } from 'react';
import { READING_PROGRESS_SCROLL_RESET_DELAY_MS } from '@shared/constants/timings';
import { tokenizeStory } from '@shared/text/tokenize';
import type { Story } from '@shared/schemas/stories';
import { wordStatus } from '../reading/word-status';

export interface StoryReaderProps {
  story: Story;
  currentWordIndex: number | null;
}

const Paragraph = memo(function Paragraph({
  words,
  currentIndex,
}: {
  words: { index: number; text: string }[];
  currentIndex: number | null;
}) {
  return (
    <p className="lc-paragraph">
      {words.map((word) => {
        const status = wordStatus(word.index, currentIndex);
        return (
          <Fragment key={word.index}>
            <span
              data-word-index={word.index}
              className={`lc-word lc-word-${status}`}
              aria-current={status === 'current' ? 'true' : undefined}
            >
              {word.text}
            </span>{' '}
          </Fragment>
        );
      })}
    </p>
  );
});

export function StoryReader({ story, currentWordIndex }: StoryReaderProps) {
  const tokens = useMemo(() => tokenizeStory(story.content), [story.content]);
  const container = useRef<HTMLDivElement>(null);

  // A new story starts at the top; the short delay lets the new text lay out first.
  useEffect(() => {
    const timer = setTimeout(() => {
      const scroller = container.current?.parentElement;
      if (scroller) scroller.scrollTop = 0;
    }, READING_PROGRESS_SCROLL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [story.id]);

  useEffect(() => {
    const current = container.current?.querySelector('.lc-word-current');
    if (!(current instanceof HTMLElement) || currentWordIndex === null) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    current.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [currentWordIndex]);

  return (
    <div className="lc-reader-text" ref={container} lang="en">
      {tokens.paragraphs.map((paragraph) => {
        const first = paragraph.words[0]?.index ?? 0;
        const last = paragraph.words.at(-1)?.index ?? 0;
        // Paragraphs away from the reading position get a constant index so memo skips them.
        const relevant = currentWordIndex === null ? null : Math.min(Math.max(currentWordIndex, first - 1), last + 1);
        return <Paragraph key={paragraph.index} words={paragraph.words} currentIndex={relevant} />;
      })}
    </div>
  );
}
