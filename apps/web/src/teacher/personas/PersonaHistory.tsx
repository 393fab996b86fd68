/**
 * The persona interaction history of one conversation (teacher-side 2.4), fetched every 10 s: filter by
 * persona, search, a session summary and the timeline.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PERSONA_HISTORY_POLL_INTERVAL_MS } from '@shared/constants/timings';
import { PERSONA_LABELS, PERSONA_TYPES } from '@shared/constants/domain';
import { interventionsHeaderText } from '@shared/display/intervention';
import { errorText } from '../../api/http';
import { fetchPersonaHistory } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';
import { showsLoading } from '../ui/query-state';
import { Empty, ErrorBlock, Loading } from '../ui/Badge';
import { filterConversations, personaSummary, type PersonaFilter } from './persona-filter';
import { TimelineItem } from './TimelineItem';

export function PersonaHistory({ conversationId }: { conversationId: string }) {
  const [persona, setPersona] = useState<PersonaFilter>('all');
  const [search, setSearch] = useState('');
  const history = useQuery({
    queryKey: teacherKeys.personaHistory(conversationId),
    queryFn: () => fetchPersonaHistory(conversationId),
    refetchInterval: PERSONA_HISTORY_POLL_INTERVAL_MS,
    meta: { failureLog: 'Error fetching history' },
  });
  const refresh = () => void history.refetch();

  if (showsLoading(history)) return <Loading text="Loading conversation history..." />;
  if (history.isError) {
    return <ErrorBlock message={`Failed to load persona history: ${errorText(history.error)}`} onRetry={refresh} />;
  }
  const data = history.data;
  if (!data) return null;
  if (data.conversations.length === 0) {
    return (
      <Empty>
        <h3>No Persona Interactions Yet</h3>
        <p>Persona interventions will appear here as they occur during the reading session.</p>
      </Empty>
    );
  }
  const shown = filterConversations(data.conversations, persona, search);
  const summary = personaSummary(data.conversations, data.total_interventions, data.max_interventions);

  return (
    <section className="tc-card" aria-label="Persona history">
      <div className="tc-toolbar">
        <h2>{interventionsHeaderText(data.total_interventions, data.max_interventions)}</h2>
        <select aria-label="Filter by persona" value={persona} onChange={(event) => setPersona(event.target.value as PersonaFilter)}>
          <option value="all">All</option>
          {PERSONA_TYPES.map((type) => (
            <option key={type} value={type}>
              {PERSONA_LABELS[type]}
            </option>
          ))}
        </select>
        <input type="search" aria-label="Search conversations" placeholder="Search conversations..." value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="button" className="tc-icon-button" aria-label="Refresh history" onClick={refresh}>
          ⟳
        </button>
      </div>
      <div className="tc-summary">
        <h3>Session Summary</h3>
        <dl className="tc-facts tc-facts-inline">
          <dt>Total Interventions</dt>
          <dd>{summary.totalInterventions}</dd>
          <dt>Unique Personas</dt>
          <dd>{summary.uniquePersonas}</dd>
          <dt>Remaining</dt>
          <dd>{summary.remaining}</dd>
        </dl>
      </div>
      {shown.length === 0 ? (
        <Empty>No conversations match your filters.</Empty>
      ) : (
        <ol className="tc-timeline">
          {shown.map((item) => (
            <TimelineItem key={item.id} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}
