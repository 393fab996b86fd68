/** State of the VoiceLive Settings tab: load, edit, validate, save (PUT), then the config refresh call. */
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';
import type { VoiceLiveConfigKey } from '@shared/constants/voicelive-config';
import { failureText } from '../../api/http';
import { fetchVoiceliveConfig, refreshConfig, saveVoiceliveConfig } from '../api/ops-api';
import { defaultDraft, draftFromConfig, draftProblems, toUpdateItems, type VoiceliveDraft } from './voicelive-form';

export interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

export function useVoiceliveSettings() {
  const config = useQuery({
    queryKey: teacherKeys.ops('voicelive-config'),
    queryFn: fetchVoiceliveConfig,
    // A form's starting values: fetched once, never replaced under the teacher's edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { failureLog: 'Failed to load VoiceLive configuration' },
  });
  const [edits, setEdits] = useState<Partial<Record<VoiceLiveConfigKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const loaded = config.data?.voicelive_connection_config;
  const draft = useMemo<VoiceliveDraft>(() => {
    const start = loaded ? draftFromConfig(loaded) : defaultDraft();
    return Object.fromEntries(Object.entries(start).map(([key, value]) => [key, edits[key as VoiceLiveConfigKey] ?? value])) as VoiceliveDraft;
  }, [loaded, edits]);
  const descriptions = useMemo<Partial<Record<VoiceLiveConfigKey, string>>>(
    () => (loaded ? Object.fromEntries(Object.entries(loaded).map(([key, entry]) => [key, entry.description])) : {}),
    [loaded],
  );
  const loading = config.isPending;
  const loadNotice: Notice | null = config.isError
    ? { tone: 'error', text: failureText(config.error, 'Failed to load VoiceLive configuration', 'Error loading configuration') }
    : null;

  const problems = draftProblems(draft);
  const valid = Object.keys(problems).length === 0;

  const setValue = useCallback((key: VoiceLiveConfigKey, value: string) => {
    setEdits((current) => ({ ...current, [key]: value }));
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

  return { draft, descriptions, problems, valid, loading, saving, notice: notice ?? loadNotice, setValue, save };
}

export type VoiceliveSettingsState = ReturnType<typeof useVoiceliveSettings>;
