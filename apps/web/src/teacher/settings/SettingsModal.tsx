/**
 * 'Enhanced System Configuration & Diagnostics' (teacher-side 2.6). The footer's Save acts on the
 * VoiceLive and System Prompts tabs; admins also get Teacher Accounts. What only an administrator may
 * do (save, edit prompts, read logs and raw tables, seed and clear data) is disabled or withheld for a
 * teacher account, with the reason on screen, instead of failing with 403 after the click.
 */
import { useState } from 'react';
import type { TeacherRole } from '@shared/schemas/auth';
import { Modal } from '../ui/Modal';
import { Tabs, type TabSpec } from '../ui/Tabs';
import { AdminOnlyNote, adminOnlyReason } from './AdminOnly';
import { BackendLogs } from './BackendLogs';
import { ConnectionStatusPanel } from './ConnectionStatusPanel';
import { DatabasePanel } from './DatabasePanel';
import { HelpPanel } from './HelpPanel';
import { SystemInfo } from './SystemInfo';
import { SystemPrompts } from './SystemPrompts';
import { TeacherAccounts } from './TeacherAccounts';
import { usePrompts } from './usePrompts';
import { useVoiceliveSettings } from './useVoiceliveSettings';
import { VoiceLiveSettings } from './VoiceLiveSettings';

type SettingsTab =
  'voicelive' | 'prompts' | 'connection' | 'info' | 'logs' | 'database' | 'help' | 'accounts';

const BASE_TABS: TabSpec<SettingsTab>[] = [
  { id: 'voicelive', label: 'VoiceLive Settings' },
  { id: 'prompts', label: 'System Prompts' },
  { id: 'connection', label: 'Connection Status' },
  { id: 'info', label: 'System Info' },
  { id: 'logs', label: 'Backend Logs' },
  { id: 'database', label: 'Database' },
  { id: 'help', label: 'Help' },
];

export function SettingsModal({ role, onClose }: { role: TeacherRole; onClose: () => void }) {
  const [tab, setTab] = useState<SettingsTab>('voicelive');
  const voicelive = useVoiceliveSettings();
  const prompts = usePrompts();
  const isAdmin = role === 'admin';
  const tabs = isAdmin ? [...BASE_TABS, { id: 'accounts' as const, label: 'Teacher Accounts' }] : BASE_TABS;
  const saveReason = isAdmin ? undefined : adminOnlyReason('save settings');

  const save =
    tab === 'voicelive' ? (
      <button
        type="button"
        className="tc-button tc-primary"
        title={saveReason}
        disabled={!isAdmin || !voicelive.valid || voicelive.saving || voicelive.loading}
        onClick={() => void voicelive.save()}
      >
        {voicelive.saving ? 'Saving...' : 'Save'}
      </button>
    ) : tab === 'prompts' ? (
      <button
        type="button"
        className="tc-button tc-primary"
        title={saveReason}
        disabled={!isAdmin || prompts.problem !== null || prompts.busy}
        onClick={() => void prompts.save()}
      >
        {prompts.busy ? 'Saving...' : 'Save'}
      </button>
    ) : null;

  const footer = (
    <>
      <button type="button" className="tc-button" onClick={onClose}>
        Close
      </button>
      {save}
    </>
  );

  return (
    <Modal title="Enhanced System Configuration & Diagnostics" onClose={onClose} footer={footer}>
      <Tabs tabs={tabs} active={tab} onChange={setTab} label="Settings sections">
        {tab === 'voicelive' ? <VoiceLiveSettings form={voicelive} readOnly={!isAdmin} /> : null}
        {tab === 'prompts' ? <SystemPrompts editor={prompts} readOnly={!isAdmin} /> : null}
        {tab === 'connection' ? <ConnectionStatusPanel /> : null}
        {tab === 'info' ? <SystemInfo /> : null}
        {tab === 'logs' ? isAdmin ? <BackendLogs /> : <AdminOnlyNote action="view the backend logs" /> : null}
        {tab === 'database' ? <DatabasePanel canViewTables={isAdmin} /> : null}
        {tab === 'help' ? <HelpPanel canRunTools={isAdmin} /> : null}
        {tab === 'accounts' ? <TeacherAccounts /> : null}
      </Tabs>
    </Modal>
  );
}
