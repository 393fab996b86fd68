import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Story } from '@shared/schemas/stories';
import { StoryReader } from './StoryReader';

const story = { id: 's', title: 'T', content: 'Mia made a kite.\n\nShe drew a moon.' } as Story;

describe('StoryReader', () => {
  it('makes each word a button when words can be tapped, with only the current word in the tab order', () => {
    const html = renderToStaticMarkup(<StoryReader story={story} currentWordIndex={5} onWordTap={() => undefined} />);
    expect(html.match(/<button/g)).toHaveLength(8);
    const tabbable = [...html.matchAll(/<button[^>]*tabindex="0"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(tabbable).toEqual(['drew']);
    expect(html).toContain('aria-current="true"');
  });

  it('keeps plain text when tapping is off', () => {
    const html = renderToStaticMarkup(<StoryReader story={story} currentWordIndex={0} />);
    expect(html).not.toContain('<button');
  });
});
