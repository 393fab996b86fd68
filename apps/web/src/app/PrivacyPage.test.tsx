import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrivacyPage, retentionInWords } from './PrivacyPage';

describe('privacy page', () => {
  it('says how long data is kept in words a child reads', () => {
    expect(retentionInWords(365)).toBe('1 year');
    expect(retentionInWords(730)).toBe('2 years');
    expect(retentionInWords(30)).toBe('30 days');
    expect(retentionInWords(1)).toBe('1 day');
  });

  it('names what is kept, what is never kept and who sees it', () => {
    const html = renderToStaticMarkup(<PrivacyPage onBack={() => undefined} />);
    for (const text of [
      'What we keep about you',
      'Your age group',
      'written down as text',
      'reading and quiz scores',
      'Safety notes',
    ]) {
      expect(html).toContain(text);
    }
    for (const text of [
      'Your name',
      'An account or a password',
      'Recordings of your voice',
      'Only the teachers of your school',
    ]) {
      expect(html).toContain(text);
    }
  });
});
