import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HelpPanel } from './HelpPanel';
import { SettingsModal } from './SettingsModal';
import { SystemPrompts } from './SystemPrompts';
import type { PromptsState } from './usePrompts';
import type { VoiceliveSettingsState } from './useVoiceliveSettings';
import { defaultDraft } from './voicelive-form';
import { VoiceLiveSettings } from './VoiceLiveSettings';

const noop = () => Promise.resolve();

const promptEditor: PromptsState = {
  prompts: [],
  range: '6-8',
  setRange: () => undefined,
  current: null,
  text: 'You are a patient reading companion for young children. Use short, warm sentences.',
  setText: () => undefined,
  problem: null,
  busy: false,
  notice: null,
  save: noop,
  resetOne: noop,
  resetAll: noop,
};

const voiceliveForm: VoiceliveSettingsState = {
  draft: defaultDraft(),
  descriptions: {},
  problems: {},
  valid: true,
  loading: false,
  saving: false,
  notice: null,
  setValue: () => undefined,
  save: noop,
};

/** The attributes of the button labelled `label` in the markup. */
function buttonTag(html: string, label: string): string {
  const match = new RegExp(`<button([^>]*)>${label}</button>`).exec(html);
  if (!match?.[1]) throw new Error(`no ${label} button in ${html}`);
  return match[1];
}

describe('admin-only controls for a teacher account', () => {
  it('disables Seed and Clear in Help and says only an administrator can use them', () => {
    const html = renderToStaticMarkup(<HelpPanel canRunTools={false} />);
    expect(html).toContain('Only an administrator can seed demo data or clear data.');
    expect(buttonTag(html, 'Seed mock data')).toContain('disabled');
    expect(buttonTag(html, 'Clear all data')).toContain('disabled');
  });

  it('leaves Seed and Clear usable for an administrator', () => {
    const html = renderToStaticMarkup(<HelpPanel canRunTools />);
    expect(html).not.toContain('Only an administrator');
    expect(buttonTag(html, 'Seed mock data')).not.toContain('disabled');
  });

  it('makes the prompt editor read-only, with the reason, and disables both resets', () => {
    const html = renderToStaticMarkup(<SystemPrompts editor={promptEditor} readOnly />);
    expect(html).toContain('Only an administrator can edit or reset the system prompts.');
    expect(html).toMatch(/<textarea[^>]*readOnly=""/);
    expect(buttonTag(html, 'Reset this range')).toContain('disabled');
    expect(buttonTag(html, 'Reset all')).toContain('disabled');
  });

  it('disables the VoiceLive fields for a teacher', () => {
    const html = renderToStaticMarkup(<VoiceLiveSettings form={voiceliveForm} readOnly />);
    expect(html).toContain('Only an administrator can change the VoiceLive settings.');
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it('disables Save in the settings footer for a teacher, with the reason as its tooltip', () => {
    // The settings load through TanStack Query; on the server render they stay pending, as on first paint.
    const withQueries = (ui: ReactElement) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
    const teacher = withQueries(<SettingsModal role="teacher" onClose={() => undefined} />);
    const save = buttonTag(teacher, 'Save');
    expect(save).toContain('disabled');
    expect(save).toContain('title="Only an administrator can save settings."');
    const admin = withQueries(<SettingsModal role="admin" onClose={() => undefined} />);
    expect(buttonTag(admin, 'Save')).not.toContain('Only an administrator');
  });
});
