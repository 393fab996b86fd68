/**
 * The teacher dashboard (teacher-side 2.1): header, the five tabs, the session detail dialog and the
 * settings panel. The tab, the open session and each tab's filters are the URL's (places/teacher-place),
 * so a reload or Back keeps them. Refresh re-asks every teacher query in place, keeping the teacher
 * signed in and where they are.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignedIn } from '@shared/schemas/auth';
import { DEFAULT_TEACHER_PLACE, detailOpen, type DashboardTab } from '../../places/teacher-place';
import { useTeacherPlace } from '../../places/useTeacherPlace';
import { fetchOpenAlerts } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';
import { PersonaHistory } from '../personas/PersonaHistory';
import { SessionDetailModal } from '../session/SessionDetailModal';
import { SettingsModal } from '../settings/SettingsModal';
import { Empty } from '../ui/Badge';
import { Tabs, type TabSpec } from '../ui/Tabs';
import { VersionDisplay } from '../version/VersionDisplay';
import { AnalyticsTab } from './AnalyticsTab';
import { DashboardHeader } from './DashboardHeader';
import { SafetyAlertsTab } from './SafetyAlertsTab';
import { SessionsTab } from './SessionsTab';
import { StoriesTab } from './StoriesTab';

export interface DashboardProps {
  user: SignedIn;
  onSignOut: () => void;
  onBack: () => void;
}

export function Dashboard({ user, onSignOut, onBack }: DashboardProps) {
  const [place, go] = useTeacherPlace();
  const queryClient = useQueryClient();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The AI Personas tab shows the session opened last, as it did before the URL carried it.
  const [lastSession, setLastSession] = useState<string | null>(place.sessionId);
  if (place.sessionId && place.sessionId !== lastSession) setLastSession(place.sessionId);
  const alerts = useQuery({
    queryKey: teacherKeys.openAlertCount,
    queryFn: fetchOpenAlerts,
    meta: { failureLog: 'Failed to load safety alerts' },
  });
  // The badges count every open alert, not just the first page of them.
  const openAlerts = alerts.data?.total ?? 0;

  const tabs: TabSpec<DashboardTab>[] = [
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

  function selectTab(tab: DashboardTab) {
    go({ ...DEFAULT_TEACHER_PLACE, tab, sessionId: tab === 'personas' ? (place.sessionId ?? lastSession) : null });
  }

  function openSession(id: string) {
    go({ ...place, sessionId: id, detailTab: 'overview' });
  }

  const selectedSession = place.tab === 'personas' ? place.sessionId : null;

  return (
    <div className="tc-app">
      <DashboardHeader
        user={user}
        alertCount={openAlerts}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: teacherKeys.all })}
        onOpenSettings={() => setSettingsOpen(true)}
        onSignOut={onSignOut}
        onBack={onBack}
      />
      <main className="tc-main">
        <Tabs tabs={tabs} active={place.tab} onChange={selectTab} label="Dashboard sections">
          {place.tab === 'sessions' ? (
            <SessionsTab
              filters={place.sessions}
              onFilters={(sessions, options) => go({ ...place, sessions }, options)}
              onOpenSession={openSession}
            />
          ) : null}
          {place.tab === 'stories' ? <StoriesTab /> : null}
          {place.tab === 'analytics' ? <AnalyticsTab /> : null}
          {selectedSession ? <PersonaHistory conversationId={selectedSession} /> : null}
          {place.tab === 'personas' && !selectedSession ? (
            <Empty>
              <h2>No Session Selected</h2>
              <button type="button" className="tc-button tc-primary" onClick={() => selectTab('sessions')}>
                Go to Sessions Tab
              </button>
            </Empty>
          ) : null}
          {place.tab === 'alerts' ? (
            <SafetyAlertsTab
              filters={place.alerts}
              onFilters={(filters) => go({ ...place, alerts: filters })}
              onOpenSession={openSession}
            />
          ) : null}
        </Tabs>
      </main>
      <footer className="tc-footer">
        <VersionDisplay variant="footer" />
      </footer>
      {detailOpen(place) && place.sessionId ? (
        <SessionDetailModal
          key={place.sessionId}
          sessionId={place.sessionId}
          tab={place.detailTab}
          onTab={(detailTab) => go({ ...place, detailTab }, { replace: true })}
          onClose={() => go({ ...place, sessionId: null, detailTab: 'overview' })}
        />
      ) : null}
      {settingsOpen ? <SettingsModal role={user.role} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}
