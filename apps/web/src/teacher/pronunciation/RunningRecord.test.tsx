import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RunningRecordEntry, RunningRecordMark, RunningRecordResponse } from '@shared/schemas/running-record';
import { RunningRecord, miscueSummary } from './RunningRecord';

const word = (index: number, text: string, marks: RunningRecordMark[] = [], reached = true, paragraph = 0): RunningRecordEntry => ({
  type: 'word',
  index,
  text,
  paragraph,
  reached,
  marks,
});
const mark = (kind: RunningRecordMark['kind'], heard: string | null = null, reviewed = false): RunningRecordMark => ({ id: `o-${kind}`, kind, heard, reviewed });

// "The kitchen was warm and the cat slept." read as "The garden was warm and the big cat…", "and"
// left out, a long pause before "slept"; "slept." not reached.
const record: RunningRecordResponse = {
  stories: [
    {
      story_id: 'warm-kitchen',
      story_title: 'The Warm Kitchen',
      text_available: true,
      reached_words: 7,
      total_words: 8,
      entries: [
        word(0, 'The'),
        word(1, 'kitchen', [mark('substitution', 'garden')]),
        word(2, 'was'),
        word(3, 'warm', [mark('self_correction', 'worm')]),
        word(4, 'and', [mark('omission')]),
        word(5, 'the'),
        { type: 'insertion', id: 'o-ins', before_index: 6, heard: 'big', reviewed: false },
        word(6, 'cat', [mark('hesitation')]),
        word(7, 'slept.', [], false),
      ],
      counts: { substitution: 1, omission: 1, insertion: 1, self_correction: 1, repetition: 0, hesitation: 1 },
    },
  ],
};

describe('RunningRecord', () => {
  const html = renderToStaticMarkup(<RunningRecord record={record} />);

  it('strikes through the omitted word', () => {
    expect(html).toContain('<del title="Omitted">and</del>');
    expect(html).not.toContain('<del title="Omitted">the</del>');
  });

  it('writes the word said above the story word', () => {
    expect(html).toMatch(/<ruby[^>]*title="Said “garden” for “kitchen”"[^>]*>kitchen<rt>garden<\/rt><\/ruby>/);
  });

  it('marks the extra word with a caret between the words it came between', () => {
    expect(html).toMatch(/>the<\/span><\/span><span> <ins[^>]*>\^big<\/ins><\/span><span> <span[^>]*data-word-index="6"/);
  });

  it('marks a self-correction SC with the wrong try above, and a long pause before the word', () => {
    expect(html).toMatch(/warm<rt>worm<\/rt><\/ruby><sup[^>]*>SC<\/sup>/);
    expect(html).toMatch(/<span class="tc-rr-pause"[^>]*>‖<\/span>cat/);
  });

  it('greys the words not reached and sums up the miscues', () => {
    expect(html).toMatch(/class="tc-rr-word tc-rr-unread" data-word-index="7">slept\./);
    expect(html).toContain('1 word said instead · 1 omission · 1 insertion · 1 self-correction · 1 long pause · 7 of 8 words reached');
  });

  it('says so when no story was read, and when a teacher ruled a miscue', () => {
    expect(renderToStaticMarkup(<RunningRecord record={{ stories: [] }} />)).toContain('No story was read aloud in this session.');
    const ruled = renderToStaticMarkup(
      <RunningRecord record={{ stories: [{ ...record.stories[0]!, entries: [word(4, 'and', [mark('omission', null, true)])] }] }} />,
    );
    expect(ruled).toContain('<del title="Omitted (teacher’s verdict)">and</del>');
    expect(miscueSummary({ substitution: 0, omission: 0, insertion: 0, self_correction: 0, repetition: 2, hesitation: 0 })).toBe('2 repetitions');
  });
});
