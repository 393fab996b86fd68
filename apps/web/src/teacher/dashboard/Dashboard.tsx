/**
 * The teacher dashboard (teacher-side 2.1): header, the five tabs, the session detail overlay and the
 * settings panel. Refresh reloads every tab's data in place, keeping the teacher signed in.
 */
import { useState } from 'react';
import type { SignedIn } from '@shared/schemas/auth';
import { fetchOpenAlerts } from '../api/dashboard-api';
import { PersonaHistory } from '../personas/PersonaHistory';
import { SessionDetailModal } from '../session/SessionDetailModal';
import { SettingsModal } from '../settings/SettingsModal';
import { Empty } from '../ui/Badge';
import { TabPanel, Tabs, type TabSpec } from '../ui/Tabs';
import { useLoad } from '../ui/useLoad';
import { VersionDisplay } from '../version/VersionDisplay';
import { AnalyticsTab } from './AnalyticsTab';
import { DashboardHeader } from './DashboardHeader';
import { SafetyAlertsTab } from './SafetyAlertsTab';
import { SessionsTab } from './SessionsTab';
import { StoriesTab } from './StoriesTab';

type TabKey = 'sessions' | 'stories' | 'analytics' | 'personas' | 'alerts';

export interface DashboardProps {
  user: SignedIn;
  onSignOut: () => void;
  onBack: () => void;
}

export function Dashboard({ user, onSignOut, onBack }: DashboardProps) {
  const [tab, setTab] = useState<TabKey>('sessions');
  const [selectedSession, setSelectedSession] = useState<string | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const alerts = useLoad(fetchOpenAlerts, 'Failed to load safety alerts');
  // The badges count every open alert, not just the first page of them.
  const openAlerts = alerts.state.status === 'ok' ? alerts.state.data.total : 0;

  const tabs: TabSpec<TabKey>[] = [
    { id: 'sessions', label: 'Sessions' },
    { id: 'stories', label: 'Stories' },
    { id: 'analytics', label: 'Analytics' },
    { id: 'personas', label: 'AI Personas' },
    {
      id: 'alerts',
      label: 'Safety Alerts',
      badge: openAlerts > 0 ? <span className="tc-count-badge tc-count-red">{openAlerts}</span> : undefined,
    },
  ];

  function openSession(id: string) {
    setSelectedSession(id);
    setDetailOpen(true);
  }

  function refresh() {
    alerts.refresh();
    setGeneration((value) => value + 1);
  }

  return (
    <div className="tc-app">
      <DashboardHeader
        user={user}
        alertCount={openAlerts}
        onRefresh={refresh}
        onOpenSettings={() => setSettingsOpen(true)}
        onSignOut={onSignOut}
        onBack={onBack}
      />
      <main className="tc-main">
        <Tabs tabs={tabs} active={tab} onChange={setTab} idPrefix="tc-dash" label="Dashboard sections" />
        <TabPanel idPrefix="tc-dash" id={tab} key={`${tab}-${generation}`}>
          {tab === 'sessions' ? (
            <SessionsTab onOpenSession={openSession} />
          ) : null}
          {tab === 'stories' ? <StoriesTab /> : null}
          {tab === 'analytics' ? <AnalyticsTab /> : null}
          {tab === 'personas' && selectedSession ? <PersonaHistory conversationId={selectedSession} /> : null}
          {tab === 'personas' && !selectedSession ? (
            <Empty>
              <h2>No Session Selected</h2>
              <button type="button" className="tc-button tc-primary" onClick={() => setTab('sessions')}>
                Go to Sessions Tab
              </button>
            </Empty>
          ) : null}
          {tab === 'alerts' ? <SafetyAlertsTab onOpenSession={openSession} onResolved={alerts.refresh} /> : null}
        </TabPanel>
      </main>
      <footer className="tc-footer">
        <VersionDisplay variant="footer" />
      </footer>
      {detailOpen && selectedSession ? (
        <SessionDetailModal sessionId={selectedSession} onClose={() => setDetailOpen(false)} />
      ) : null}
      {settingsOpen ? <SettingsModal role={user.role} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}
