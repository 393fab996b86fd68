/** Stories tab: the upload targets and the 'Story Library' grid, refreshed after a successful upload. */
import { storyStatusColour } from '@shared/display/session';
import type { DashboardStory } from '@shared/schemas/dashboard-library';
import { fetchStories } from '../api/dashboard-api';
import { Badge, Empty, formatDate } from '../ui/Badge';
import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';
import { StoryUpload } from './StoryUpload';

function StoryCard({ story }: { story: DashboardStory }) {
  return (
    <li className="tc-card tc-story-card">
      <div className="tc-row tc-space-between">
        <h3>{story.title}</h3>
        <Badge tone={storyStatusColour(story.status)}>{story.status}</Badge>
      </div>
      <dl className="tc-facts">
        <dt>Age group</dt>
        <dd>{story.ageGroup}</dd>
        <dt>Grade</dt>
        <dd>{story.grade}</dd>
        <dt>Difficulty</dt>
        <dd>{story.difficulty}</dd>
        <dt>Words</dt>
        <dd>{story.wordCount}</dd>
        <dt>Uploaded</dt>
        <dd>{formatDate(story.uploadDate)}</dd>
      </dl>
    </li>
  );
}

export function StoriesTab() {
  const stories = useQuery({
    queryKey: teacherKeys.stories,
    queryFn: fetchStories,
    meta: { failureLog: 'Failed to load stories' },
  });
  const list = stories.data?.stories ?? [];

  return (
    <>
      <StoryUpload />
      <section className="tc-card" aria-labelledby="tc-library-title">
        <h2 id="tc-library-title">Story Library</h2>
        {!stories.isPending && list.length === 0 ? (
          <Empty>No stories uploaded yet. Upload your first story above!</Empty>
        ) : null}
        <ul className="tc-story-grid">
          {list.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </ul>
      </section>
    </>
  );
}
