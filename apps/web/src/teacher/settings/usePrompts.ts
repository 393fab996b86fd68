/**
 * State of the System Prompts tab: the prompts per age range, the text being edited, and save, reset
 * one and reset all (each reset behind a confirm dialog), with the spec's failure messages.
 */
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';
import { DEFAULT_PROMPT_AGE_RANGE, type PromptAgeRangeKey } from '@shared/constants/dashboard';
import type { SystemPrompt } from '@shared/schemas/dashboard-config';
import { failureText } from '../../api/http';
import { fetchPrompts, resetAllPrompts, resetPrompt, savePrompt } from '../api/ops-api';
import { promptProblem } from './prompt-validation';
import type { Notice } from './useVoiceliveSettings';

export function usePrompts(confirm: (message: string) => boolean = (message) => window.confirm(message)) {
  const key = teacherKeys.ops('system-prompts');
  const queryClient = useQueryClient();
  const loaded = useQuery({ queryKey: key, queryFn: fetchPrompts, meta: { failureLog: 'Failed to load system prompts' } });
  const prompts = loaded.data?.prompts ?? [];
  const [range, setRange] = useState<PromptAgeRangeKey>(DEFAULT_PROMPT_AGE_RANGE);
  const [drafts, setDrafts] = useState<Partial<Record<PromptAgeRangeKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const [actionNotice, setNotice] = useState<Notice | null>(null);
  const notice: Notice | null =
    actionNotice ??
    (loaded.isError ? { tone: 'error', text: failureText(loaded.error, 'Failed to load system prompts', 'Error loading system prompts') } : null);

  const current = prompts.find((prompt) => prompt.age_range === range) ?? null;
  const text = drafts[range] ?? current?.prompt_text ?? '';
  const problem = promptProblem(text);

  const setText = useCallback((value: string) => setDrafts((all) => ({ ...all, [range]: value })), [range]);

  const replace = (prompt: SystemPrompt) => {
    queryClient.setQueryData<{ prompts: SystemPrompt[] }>(key, (answer) => ({
      ...answer,
      prompts: [...(answer?.prompts ?? []).filter((item) => item.age_range !== prompt.age_range), prompt],
    }));
    setDrafts((all) => ({ ...all, [prompt.age_range]: undefined }));
  };

  async function run(action: () => Promise<string>, httpMessage: string, networkMessage: string) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'ok', text: await action() });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error, httpMessage, networkMessage, 'preferDetail') });
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    problem || busy
      ? Promise.resolve()
      : run(async () => {
          replace((await savePrompt(range, text)).prompt);
          return `Saved the ${range} prompt.`;
        }, 'Failed to update prompt', 'Error saving prompt');

  const resetOne = () =>
    confirm(`Reset the ${range} prompt to its default? Your changes will be lost.`)
      ? run(async () => {
          replace((await resetPrompt(range)).prompt);
          return `Reset the ${range} prompt to its default.`;
        }, 'Failed to reset prompt', 'Error resetting prompt')
      : Promise.resolve();

  const resetAll = () =>
    confirm('Reset the prompts of every age range to their defaults? All custom prompts will be lost.')
      ? run(async () => {
          const { reset_count } = await resetAllPrompts();
          setDrafts({});
          await queryClient.invalidateQueries({ queryKey: key });
          return `Reset ${reset_count} prompts to their defaults.`;
        }, 'Failed to reset prompts', 'Error resetting all prompts')
      : Promise.resolve();

  return { prompts, range, setRange, current, text, setText, problem, busy, notice, save, resetOne, resetAll };
}

export type PromptsState = ReturnType<typeof usePrompts>;
