import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DriftAlert } from './DriftAlert';

// Content similarity under 0.1: the spec's "severe" drift.
const SEVERE = { contentSimilarity: 0.02, storyRelevance: 0, driftScore: 3 };

describe('DriftAlert', () => {
  it('never shows a child of 6 to 8 the word severe', () => {
    for (const age of [6, 7, 8]) {
      const html = renderToStaticMarkup(<DriftAlert age={age} scores={SEVERE} onDismiss={() => undefined} />);
      expect(html).toContain("Let&#x27;s get back to our story!");
      // What the child reads (and a screen reader says): the text and labels, not the styling classes.
      const seen = `${html.replace(/<[^>]*>/g, ' ')} ${[...html.matchAll(/aria-[a-z]+="([^"]*)"/g)].map((m) => m[1]).join(' ')}`.toLowerCase();
      expect(seen).not.toContain('severe');
      expect(seen).not.toContain('severity');
    }
  });

  it('keeps the severity line for older children', () => {
    const html = renderToStaticMarkup(<DriftAlert age={10} scores={SEVERE} onDismiss={() => undefined} />);
    expect(html).toContain('Severity: severe');
  });
});
