/**
 * The persona the companion speaks as in one voice session. Every event to the child carries it (the
 * persona indicator); each switch a companion turn makes is announced as persona_switched.
 */
import type { PersonaSwitchEvent } from '../../companion/personas/events';
import type { CompanionSessionState } from '../../companion/session/state';
import type { PersonaStamp } from './client-channel';
import type { ClientPort } from './ports';

export class SessionPersona {
  stamp: PersonaStamp = { active_persona: 'gentle_teacher', intervention_count: 0 };

  constructor(private readonly client: ClientPort) {}

  /** Takes the persona of a companion state (no announcement: the session is starting). */
  load(state: CompanionSessionState): void {
    this.stamp = { active_persona: state.persona.active_persona, intervention_count: state.persona.intervention_count };
  }

  /** Takes a companion turn's persona and announces its switches; answers whether the persona changed. */
  apply(result: { state: CompanionSessionState; personaEvents: readonly PersonaSwitchEvent[] }): boolean {
    const before = this.stamp.active_persona;
    this.load(result.state);
    for (const event of result.personaEvents) {
      this.client.send({
        type: 'persona_switched',
        persona: event.persona,
        reason: event.reason,
        milestone: event.milestone,
        conversation_id: event.conversation_id,
      });
    }
    return before !== this.stamp.active_persona;
  }
}
