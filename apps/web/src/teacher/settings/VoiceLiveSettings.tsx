/** VoiceLive Settings: the connection retry fields with their ranges and steps (teacher-side 5). */
import { VOICELIVE_CONFIG_RANGES, type VoiceLiveNumberKey } from '@shared/constants/voicelive-config';
import { Loading } from '../ui/Badge';
import { AdminOnlyNote } from './AdminOnly';
import { NoticeLine } from './NoticeLine';
import type { VoiceliveSettingsState } from './useVoiceliveSettings';

const NUMBER_FIELDS: { key: VoiceLiveNumberKey; label: string }[] = [
  { key: 'voicelive_connection_initial_delay', label: 'Initial delay (seconds)' },
  { key: 'voicelive_connection_max_delay', label: 'Max delay (seconds)' },
  { key: 'voicelive_connection_backoff_multiplier', label: 'Backoff multiplier' },
  { key: 'voicelive_connection_max_retries', label: 'Max retries' },
  { key: 'voicelive_connection_health_check_interval', label: 'Health check interval (seconds)' },
];

export function VoiceLiveSettings({
  form,
  readOnly = false,
}: {
  form: VoiceliveSettingsState;
  readOnly?: boolean;
}) {
  if (form.loading) return <Loading text="Loading configuration..." />;
  return (
    <>
      {readOnly ? <AdminOnlyNote action="change the VoiceLive settings" /> : null}
      <fieldset className="tc-form-grid tc-plain-fieldset" disabled={readOnly}>
        {NUMBER_FIELDS.map(({ key, label }) => {
          const range = VOICELIVE_CONFIG_RANGES[key];
          const problem = form.problems[key];
          return (
            <label key={key} className="tc-field">
              <span>{label}</span>
              <input
                type="number"
                min={range.min}
                max={range.max}
                step={range.step}
                value={form.draft[key]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${key}-hint`}
                onChange={(event) => form.setValue(key, event.target.value)}
              />
              <small id={`${key}-hint`} className={problem ? 'tc-error-text' : 'tc-muted'}>
                {problem
                  ? `Must be ${range.min} to ${range.max} in steps of ${range.step}`
                  : (form.descriptions[key] ?? `${range.min} to ${range.max}`)}
              </small>
            </label>
          );
        })}
        <label className="tc-field tc-check">
          <input
            type="checkbox"
            checked={form.draft.voicelive_connection_jitter_enabled === 'true'}
            onChange={(event) =>
              form.setValue('voicelive_connection_jitter_enabled', String(event.target.checked))
            }
          />
          <span>Jitter enabled</span>
        </label>
        <label className="tc-field tc-wide">
          <span>Transport error patterns (comma-separated)</span>
          <input
            type="text"
            value={form.draft.voicelive_transport_error_patterns}
            onChange={(event) => form.setValue('voicelive_transport_error_patterns', event.target.value)}
          />
        </label>
        <NoticeLine notice={form.notice} />
      </fieldset>
    </>
  );
}
