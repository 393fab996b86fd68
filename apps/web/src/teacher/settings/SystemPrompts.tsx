/** System Prompts: one prompt per age range, edit or preview, counts, and reset per range or all. */
import { useState } from 'react';
import { PROMPT_AGE_RANGES, type PromptAgeRangeKey } from '@shared/constants/dashboard';
import { Badge } from '../ui/Badge';
import { AdminOnlyNote } from './AdminOnly';
import { NoticeLine } from './NoticeLine';
import { promptWordCount } from './prompt-validation';
import type { PromptsState } from './usePrompts';

export function SystemPrompts({ editor, readOnly = false }: { editor: PromptsState; readOnly?: boolean }) {
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  return (
    <div className="tc-stack">
      {readOnly ? <AdminOnlyNote action="edit or reset the system prompts" /> : null}
      <div className="tc-toolbar">
        <label className="tc-field-inline">
          <span>Age range</span>
          <select value={editor.range} onChange={(event) => editor.setRange(event.target.value as PromptAgeRangeKey)}>
            {PROMPT_AGE_RANGES.map((range) => (
              <option key={range} value={range}>
                Ages {range}
              </option>
            ))}
          </select>
        </label>
        {editor.current ? (
          <Badge tone={editor.current.is_custom ? 'blue' : 'grey'}>{editor.current.is_custom ? 'Customized' : 'Default'}</Badge>
        ) : null}
        <div className="tc-row tc-push" role="group" aria-label="Editor mode">
          <button type="button" className="tc-button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
            Edit
          </button>
          <button type="button" className="tc-button" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
            Preview
          </button>
        </div>
      </div>
      {mode === 'edit' ? (
        <textarea
          className="tc-prompt"
          aria-label={`System prompt for ages ${editor.range}`}
          aria-invalid={editor.problem ? true : undefined}
          rows={12}
          value={editor.text}
          disabled={editor.busy}
          readOnly={readOnly}
          onChange={(event) => editor.setText(event.target.value)}
        />
      ) : (
        <div className="tc-prompt tc-preview" aria-label="Prompt preview">
          {editor.text}
        </div>
      )}
      <div className="tc-row">
        <span className="tc-muted">
          {promptWordCount(editor.text)} words · {editor.text.length} characters
        </span>
        {editor.problem ? <span className="tc-error-text">{editor.problem}</span> : null}
        <button type="button" className="tc-button tc-push" disabled={readOnly || editor.busy} onClick={() => void editor.resetOne()}>
          Reset this range
        </button>
        <button type="button" className="tc-button tc-danger" disabled={readOnly || editor.busy} onClick={() => void editor.resetAll()}>
          Reset all
        </button>
      </div>
      <NoticeLine notice={editor.notice} />
    </div>
  );
}
