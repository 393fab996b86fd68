/**
 * 'Enhanced System Configuration & Diagnostics' (teacher-side 2.6). The footer's Save acts on the
 * VoiceLive and System Prompts tabs; admins also get Teacher Accounts. Admin-only calls made by a
 * teacher answer 403, and the panels show the server's reason.
 */
import { useState } from 'react';
import type { TeacherRole } from '@shared/schemas/auth';
import { Modal } from '../ui/Modal';
import { TabPanel, Tabs, type TabSpec } from '../ui/Tabs';
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

type SettingsTab = 'voicelive' | 'prompts' | 'connection' | 'info' | 'logs' | 'database' | 'help' | 'accounts';

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
  const tabs = role === 'admin' ? [...BASE_TABS, { id: 'accounts' as const, label: 'Teacher Accounts' }] : BASE_TABS;

  const save =
    tab === 'voicelive' ? (
      <button type="button" className="tc-button tc-primary" disabled={!voicelive.valid || voicelive.saving || voicelive.loading} onClick={() => void voicelive.save()}>
        {voicelive.saving ? 'Saving...' : 'Save'}
      </button>
    ) : tab === 'prompts' ? (
      <button type="button" className="tc-button tc-primary" disabled={prompts.problem !== null || prompts.busy} onClick={() => void prompts.save()}>
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
      <Tabs tabs={tabs} active={tab} onChange={setTab} idPrefix="tc-settings" label="Settings sections" />
      <TabPanel idPrefix="tc-settings" id={tab}>
        {tab === 'voicelive' ? <VoiceLiveSettings form={voicelive} /> : null}
        {tab === 'prompts' ? <SystemPrompts editor={prompts} /> : null}
        {tab === 'connection' ? <ConnectionStatusPanel /> : null}
        {tab === 'info' ? <SystemInfo /> : null}
        {tab === 'logs' ? <BackendLogs /> : null}
        {tab === 'database' ? <DatabasePanel /> : null}
        {tab === 'help' ? <HelpPanel /> : null}
        {tab === 'accounts' ? <TeacherAccounts /> : null}
      </TabPanel>
    </Modal>
  );
}
