/** The story pane before a story is chosen: loading, error with reload, empty, or the cards. */
import type { StorySummary } from '@shared/schemas/stories';
import { StoryCard } from './StoryCard';
import type { StoriesView } from './useStories';

export function StoryList({ view, onRead }: { view: StoriesView; onRead: (story: StorySummary) => void }) {
  switch (view.status) {
    case 'loading':
      return (
        <p className="lc-pane-message" role="status">
          <span className="lc-spinner" aria-hidden="true" /> Loading stories....
        </p>
      );
    case 'error':
      return (
        <div className="lc-pane-message" role="alert">
          <p>Failed to load stories. Please try again.</p>
          <a
            href={window.location.href}
            className="lc-link-button"
            onClick={(event) => {
              event.preventDefault();
              window.location.reload();
            }}
          >
            Try again
          </a>
        </div>
      );
    case 'loaded':
      if (view.stories.length === 0) {
        return (
          <div className="lc-pane-message">
            <h2>No Stories Available</h2>
            <p>Stories for your age group will appear here when they&apos;re added.</p>
          </div>
        );
      }
      return (
        <section aria-labelledby="lc-choose-story">
          <h2 id="lc-choose-story" className="lc-pane-heading">
            Choose a story to read:
          </h2>
          <div className="lc-story-grid">
            {view.stories.map((story) => (
              <StoryCard key={story.id} story={story} onRead={onRead} />
            ))}
          </div>
        </section>
      );
  }
}
