/**
 * The story being read: paragraphs of tokens from the shared tokenizer (so indices match the server's
 * reading_progress events), read words green, the current word yellow and bold, upcoming grey. The current
 * word is scrolled to the centre. With `onWordTap`, each word is a button: a child whose highlight got
 * lost taps the word they are on. One word is in the tab order (the current one) and the arrow keys move
 * between words, so a keyboard user is not made to tab through the whole story.
 */
import { Fragment, memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { READING_PROGRESS_SCROLL_RESET_DELAY_MS } from '@shared/constants/timings';
import { tokenizeStory } from '@shared/text/tokenize';
import type { Story } from '@shared/schemas/stories';
import { wordStatus } from '../reading/word-status';

export interface StoryReaderProps {
  story: Story;
  currentWordIndex: number | null;
  /** The child tapped (or chose with the keyboard) the word they are on. */
  onWordTap?: (wordIndex: number) => void;
}

const Paragraph = memo(function Paragraph({
  words,
  currentIndex,
  focusIndex,
  onWordTap,
}: {
  words: { index: number; text: string }[];
  currentIndex: number | null;
  /** The one word in the tab order, when it is in this paragraph. */
  focusIndex: number | null;
  onWordTap?: (wordIndex: number) => void;
}) {
  return (
    <p className="lc-paragraph">
      {words.map((word) => {
        const status = wordStatus(word.index, currentIndex);
        const shared = {
          'data-word-index': word.index,
          className: `lc-word lc-word-${status}`,
          'aria-current': status === 'current' ? ('true' as const) : undefined,
        };
        return (
          <Fragment key={word.index}>
            {onWordTap ? (
              <button type="button" {...shared} tabIndex={word.index === focusIndex ? 0 : -1} onClick={() => onWordTap(word.index)}>
                {word.text}
              </button>
            ) : (
              <span {...shared}>{word.text}</span>
            )}{' '}
          </Fragment>
        );
      })}
    </p>
  );
});

/** Arrow keys move focus to the word before or after (Home and End to the first and last). */
function moveWordFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const from = event.target;
  if (!(from instanceof HTMLButtonElement) || !from.dataset.wordIndex) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button.lc-word'));
  const at = buttons.indexOf(from);
  const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  const target = to === undefined ? undefined : buttons[to];
  if (!target) return;
  event.preventDefault();
  from.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}

export function StoryReader({ story, currentWordIndex, onWordTap }: StoryReaderProps) {
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

  const tabbable = Math.min(currentWordIndex ?? 0, tokens.words.length - 1);
  return (
    <div
      className="lc-reader-text"
      ref={container}
      lang="en"
      onKeyDown={onWordTap ? moveWordFocus : undefined}
      aria-label={onWordTap ? 'Story text: tap the word you are on to move the highlight there' : undefined}
      role={onWordTap ? 'group' : undefined}
    >
      {tokens.paragraphs.map((paragraph) => {
        const first = paragraph.words[0]?.index ?? 0;
        const last = paragraph.words.at(-1)?.index ?? 0;
        // Paragraphs away from the reading position get a constant index so memo skips them.
        const relevant = currentWordIndex === null ? null : Math.min(Math.max(currentWordIndex, first - 1), last + 1);
        const focusIndex = tabbable >= first && tabbable <= last ? tabbable : null;
        return <Paragraph key={paragraph.index} words={paragraph.words} currentIndex={relevant} focusIndex={focusIndex} onWordTap={onWordTap} />;
      })}
    </div>
  );
}
