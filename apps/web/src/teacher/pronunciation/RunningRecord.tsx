/**
 * The running record of a session (the Pronunciation tab): each story as the child read it, marked the
 * way reading teachers mark one — an omitted word struck through, an extra word with a caret between
 * words, the word said written above the story word, SC for a self-correction, R for a repeated run, a
 * bar for a long pause. Words the reader had not reached are greyed.
 */
import type { ReactNode } from 'react';
import type {
  RunningRecordEntry,
  RunningRecordMark,
  RunningRecordResponse,
  RunningRecordStory,
  RunningRecordWord,
} from '@shared/schemas/running-record';

const KIND_NAMES: Record<keyof RunningRecordStory['counts'], [string, string]> = {
  substitution: ['word said instead', 'words said instead'],
  omission: ['omission', 'omissions'],
  insertion: ['insertion', 'insertions'],
  self_correction: ['self-correction', 'self-corrections'],
  repetition: ['repetition', 'repetitions'],
  hesitation: ['long pause', 'long pauses'],
};

export function miscueSummary(counts: RunningRecordStory['counts']): string {
  const parts = (Object.keys(KIND_NAMES) as (keyof typeof KIND_NAMES)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${KIND_NAMES[kind][counts[kind] === 1 ? 0 : 1]}`);
  return parts.length === 0 ? 'No miscues' : parts.join(' · ');
}

const byTeacher = (mark: { reviewed: boolean }) => (mark.reviewed ? ' (teacher’s verdict)' : '');

function Word({ word }: { word: RunningRecordWord }) {
  const mark = (kind: RunningRecordMark['kind']) => word.marks.find((m) => m.kind === kind);
  const omitted = mark('omission');
  const said = mark('substitution');
  const corrected = mark('self_correction');
  const repeated = mark('repetition');
  const paused = mark('hesitation');
  const tried = said ?? (corrected?.heard ? corrected : undefined);
  let body: ReactNode = word.text;
  if (omitted) {
    body = <del title={`Omitted${byTeacher(omitted)}`}>{word.text}</del>;
  } else if (tried) {
    const heard = tried.heard ?? '?';
    body = (
      <ruby className="tc-rr-said" title={`Said “${heard}” for “${word.text}”${byTeacher(tried)}`}>
        {word.text}
        <rt>{heard}</rt>
      </ruby>
    );
  }
  return (
    <span className={`tc-rr-word${word.reached ? '' : ' tc-rr-unread'}`} data-word-index={word.index}>
      {paused ? <span className="tc-rr-pause" title={`Long pause before this word${byTeacher(paused)}`}>‖</span> : null}
      {repeated ? <span className="tc-rr-repeated" title={`Repeated: ${repeated.heard ?? word.text}${byTeacher(repeated)}`}>{body}</span> : body}
      {corrected ? <sup className="tc-rr-code" title={`Self-corrected${byTeacher(corrected)}`}>SC</sup> : null}
      {repeated ? <sup className="tc-rr-code">R</sup> : null}
    </span>
  );
}

function Entry({ entry }: { entry: RunningRecordEntry }) {
  if (entry.type === 'word') return <Word word={entry} />;
  const heard = entry.heard ?? '?';
  return (
    <ins className="tc-rr-inserted" title={`Extra word read: ${entry.heard ?? 'a word the recogniser could not name'}${byTeacher(entry)}`}>
      ^{heard}
    </ins>
  );
}

interface Paragraph {
  paragraph: number;
  entries: RunningRecordEntry[];
}

/** Entries grouped by the paragraph of their word (an insertion goes with the word it came before). */
function paragraphs(entries: readonly RunningRecordEntry[]): Paragraph[] {
  const out: Paragraph[] = [];
  let pending: RunningRecordEntry[] = [];
  for (const entry of entries) {
    if (entry.type === 'insertion') {
      pending.push(entry);
      continue;
    }
    const last = out.at(-1);
    if (last?.paragraph === entry.paragraph) last.entries.push(...pending, entry);
    else out.push({ paragraph: entry.paragraph, entries: [...pending, entry] });
    pending = [];
  }
  const last = out.at(-1);
  if (pending.length > 0) {
    if (last) last.entries.push(...pending);
    else out.push({ paragraph: 0, entries: pending });
  }
  return out;
}

function StoryRecord({ story }: { story: RunningRecordStory }) {
  return (
    <article className="tc-rr-story" aria-label={`Running record: ${story.story_title}`}>
      <h4>{story.story_title}</h4>
      <p className="tc-muted tc-small">
        {miscueSummary(story.counts)} · {story.reached_words} of {story.total_words} words reached
      </p>
      {story.text_available ? (
        paragraphs(story.entries).map(({ paragraph, entries }) => (
          <p className="tc-rr-text" key={paragraph}>
            {entries.map((entry, k) => (
              <span key={entry.type === 'word' ? `w${entry.index}` : `i${entry.id}`}>
                {k > 0 ? ' ' : null}
                <Entry entry={entry} />
              </span>
            ))}
          </p>
        ))
      ) : (
        <p className="tc-muted">This story has since been deleted, so its text cannot be shown.</p>
      )}
    </article>
  );
}

export function RunningRecord({ record }: { record: RunningRecordResponse }) {
  return (
    <section className="tc-card tc-rr" aria-labelledby="tc-rr-title">
      <h3 id="tc-rr-title">Running Record</h3>
      {record.stories.length === 0 ? (
        <p className="tc-muted">No story was read aloud in this session.</p>
      ) : (
        record.stories.map((story) => <StoryRecord key={story.story_id} story={story} />)
      )}
      <p className="tc-muted tc-small tc-rr-legend">
        <del>word</del> omitted · <ins className="tc-rr-inserted">^word</ins> extra word read ·{' '}
        <ruby>
          word<rt>said</rt>
        </ruby>{' '}
        word said instead · SC self-corrected · R repeated · ‖ long pause · <span className="tc-rr-unread">grey</span> not reached
      </p>
    </section>
  );
}
