/** One persona intervention in the timeline, with its metadata in a collapsible block. */
import { PERSONA_LABELS } from '@shared/constants/domain';
import { assistantResponsePreview, triggerReasonLabel } from '@shared/display/text';
import type { PersonaConversation } from '@shared/schemas/persona';
import { PERSONA_ICONS } from '../dashboard/agent-icons';
import { formatDateTime } from '../ui/Badge';

export function TimelineItem({ item }: { item: PersonaConversation }) {
  const hasMetadata = Object.keys(item.metadata).length > 0;
  return (
    <li className="tc-timeline-item">
      <div className="tc-row">
        <span aria-hidden="true">{PERSONA_ICONS[item.persona_type]}</span>
        <strong>{PERSONA_LABELS[item.persona_type]}</strong>
        <span className="tc-muted">#{item.intervention_number}</span>
        <span className="tc-chip">{triggerReasonLabel(item.trigger_reason)}</span>
        <span className="tc-muted">{Math.round(item.reading_progress_percent)}% read</span>
        <span className="tc-muted tc-push">{formatDateTime(item.timestamp)}</span>
      </div>
      <p className="tc-muted">Story: {item.story_context.title ?? 'Unknown'}</p>
      <p>
        <strong>Child:</strong> {item.user_message}
      </p>
      <p>
        <strong>Assistant:</strong> {assistantResponsePreview(item.assistant_response)}
      </p>
      {hasMetadata ? (
        <details>
          <summary>Additional Details</summary>
          <pre className="tc-pre">{JSON.stringify(item.metadata, null, 2)}</pre>
        </details>
      ) : null}
    </li>
  );
}
