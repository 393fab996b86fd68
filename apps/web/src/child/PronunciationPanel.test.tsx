import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PronunciationAggregate } from '@shared/schemas/pronunciation';
import { PronunciationPanel } from './PronunciationPanel';

const aggregate = (accuracy: number, segments: number): PronunciationAggregate => ({
  success: true,
  overall_metrics: { accuracy, fluency: 80, total_segments: segments, total_words_assessed: segments * 10 },
  progress: { improvement: 0 },
  segments: [],
  mispronunciations: { count: 0, words: [] },
});

const render = (props: Partial<Parameters<typeof PronunciationPanel>[0]>) =>
  renderToStaticMarkup(
    <PronunciationPanel aggregate={null} active finalAccuracy={null} coachWord={null} expanded={false} onToggle={() => undefined} {...props} />,
  );

describe('PronunciationPanel header and coach hint', () => {
  it('shows the final accuracy from the results once completed', () => {
    const html = render({ active: false, finalAccuracy: 87.4, aggregate: aggregate(70, 2) });
    expect(html).toContain('Pronunciation Assessment (Completed)');
    expect(html).toContain('87%');
    expect(html).not.toContain('70%');
  });

  it('shows the running accuracy while active, and none before anything was assessed', () => {
    expect(render({ aggregate: aggregate(70, 2) })).toContain('70%');
    expect(render({ aggregate: aggregate(0, 0) })).not.toContain('0%');
    expect(render({ aggregate: aggregate(0, 0), expanded: true })).toContain('Waiting for assessment....');
  });

  it('offers the coach word gently, even while collapsed', () => {
    const html = render({ coachWord: 'castle' });
    expect(html).toContain('practice <strong>“castle”</strong> together!');
  });
});
