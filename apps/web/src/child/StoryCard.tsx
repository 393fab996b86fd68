/** One story in the list: title, minutes, Lexile badge, up to 3 tags, the server's 120-character preview, level. */
import { visibleStoryTags } from '@shared/display/text';
import type { StorySummary } from '@shared/schemas/stories';

export function StoryCard({ story, onRead }: { story: StorySummary; onRead: (story: StorySummary) => void }) {
  const headingId = `story-${story.id}`;
  return (
    <article className="lc-card lc-story-card" aria-labelledby={headingId}>
      <header className="lc-story-card-header">
        <h3 id={headingId}>{story.title}</h3>
        <span className="lc-minutes">{story.estimated_read_time} min</span>
      </header>
      <div className="lc-tags">
        {story.lexile_level ? <span className="lc-badge-pill lc-lexile">Lexile {story.lexile_level}</span> : null}
        {visibleStoryTags(story.tags).map((tag) => (
          <span key={tag} className="lc-badge-pill">
            {tag}
          </span>
        ))}
      </div>
      <p className="lc-preview">{story.preview}...</p>
      <footer className="lc-story-card-footer">
        <span className="lc-level">Reading level: {story.reading_level}</span>
        {/* Named with the title: a list of identical "Read Story" buttons tells a screen reader nothing. */}
        <button type="button" className="lc-button" aria-label={`Read Story: ${story.title}`} onClick={() => onRead(story)}>
          Read Story
        </button>
      </footer>
    </article>
  );
}
