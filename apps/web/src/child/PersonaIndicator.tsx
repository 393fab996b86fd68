/** Active AI Persona with the intervention budget, the 600 ms switch highlight and readiness badges. */
import { PERSONA_LABELS } from '@shared/constants/domain';
import { interventionBarState } from '@shared/display/intervention';
import type { StoryAnalysis } from '@shared/schemas/stories';
import { Icon } from './Icon';
import type { PersonaView } from './usePersona';

export interface PersonaIndicatorProps {
  persona: PersonaView;
  analysis: StoryAnalysis | null;
  storyChosen: boolean;
}

export function PersonaIndicator({ persona, analysis, storyChosen }: PersonaIndicatorProps) {
  if (persona.hidden) return null;
  if (persona.loading || !persona.status) {
    return (
      <p className="lc-card lc-persona" role="status">
        Loading persona....
      </p>
    );
  }
  const { status } = persona;
  const bar = interventionBarState(status.intervention_count, status.max_interventions);
  return (
    <section className={`lc-card lc-persona${persona.switching ? ' lc-persona-switching' : ''}`} aria-live="polite">
      <p className="lc-persona-label">Active AI Persona</p>
      <p className="lc-persona-name">{PERSONA_LABELS[status.active_persona]}</p>
      <p>
        Interventions used: {status.intervention_count}/{status.max_interventions}
        {bar.showWarning ? (
          <span className="lc-warning-mark" role="img" aria-label={`${bar.remaining} left`}>
            {' '}
            <Icon name="alert" />
          </span>
        ) : null}
      </p>
      <div className={`lc-bar${bar.isRed ? ' lc-bar-red' : ''}`} aria-hidden="true">
        <span className="lc-bar-fill" style={{ width: `${bar.percentUsed}%` }} />
      </div>
      {storyChosen && analysis ? (
        <div className="lc-tags">
          {analysis.persona_readiness.quiz_critter.ready ? (
            <span className="lc-badge-pill">Quiz ready ({analysis.persona_readiness.quiz_critter.opportunities_count})</span>
          ) : null}
          {analysis.persona_readiness.role_ranger.ready ? (
            <span className="lc-badge-pill">Roleplay ready ({analysis.persona_readiness.role_ranger.opportunities_count})</span>
          ) : null}
        </div>
      ) : null}
      {persona.switching ? <div className="lc-switching-overlay">Switching...</div> : null}
    </section>
  );
}
