/** State of the VoiceLive Settings tab: load, edit, validate, save (PUT), then the config refresh call. */
import { useCallback, useEffect, useState } from 'react';
import type { VoiceLiveConfigKey } from '@shared/constants/voicelive-config';
import { failureText } from '../../api/http';
import { fetchVoiceliveConfig, refreshConfig, saveVoiceliveConfig } from '../api/ops-api';
import { defaultDraft, draftFromConfig, draftProblems, toUpdateItems, type VoiceliveDraft } from './voicelive-form';

export interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

export function useVoiceliveSettings() {
  const [draft, setDraft] = useState<VoiceliveDraft>(defaultDraft);
  const [descriptions, setDescriptions] = useState<Partial<Record<VoiceLiveConfigKey, string>>>({});
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let live = true;
    fetchVoiceliveConfig().then(
      (answer) => {
        if (!live) return;
        const config = answer.voicelive_connection_config;
        setDraft(draftFromConfig(config));
        setDescriptions(Object.fromEntries(Object.entries(config).map(([key, entry]) => [key, entry.description])));
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setNotice({ tone: 'error', text: failureText(error, 'Failed to load VoiceLive configuration', 'Error loading configuration') });
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const problems = draftProblems(draft);
  const valid = Object.keys(problems).length === 0;

  const setValue = useCallback((key: VoiceLiveConfigKey, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
  }, []);

  async function save() {
    if (!valid || saving) return;
    setSaving(true);
    setNotice(null);
    try {
      const result = await saveVoiceliveConfig(toUpdateItems(draft));
      if (!result.success) {
        setNotice({ tone: 'error', text: result.errors.length > 0 ? result.errors.join('; ') : 'Update failed' });
        return;
      }
      await refreshConfig();
      setNotice({ tone: 'ok', text: `Saved ${result.updated.length} settings.` });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error, 'Failed to update configuration', 'Error saving configuration') });
    } finally {
      setSaving(false);
    }
  }

  return { draft, descriptions, problems, valid, loading, saving, notice, setValue, save };
}

export type VoiceliveSettingsState = ReturnType<typeof useVoiceliveSettings>;
