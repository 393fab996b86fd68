/**
 * The session detail overlay (teacher-side 2.2). The detail call decides between loading, the error
 * view and the tabs; each tab loads its own data, and those failures are only logged.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { AGENT_LABELS } from '@shared/constants/domain';
import { fetchSessionDetail, fetchSessionSafety } from '../api/dashboard-api';
import { AGENT_ICONS } from '../dashboard/agent-icons';
import { ErrorBlock, Loading, formatDateTime } from '../ui/Badge';
import { Modal } from '../ui/Modal';
import { TabPanel, Tabs, type TabSpec } from '../ui/Tabs';
import { dataOr, useLoad } from '../ui/useLoad';
import { OverviewTab } from './OverviewTab';
import { QuizTab, RoleplayTab } from './ActivityTabs';
import { SafetyTab } from './SafetyTab';
import { TranscriptTab } from './TranscriptTab';

const PronunciationReport = lazy(() => import('../pronunciation/PronunciationReport'));

type DetailTab = 'overview' | 'transcript' | 'pronunciation' | 'quiz' | 'roleplay' | 'safety';

const TABS: TabSpec<DetailTab>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'transcript', label: 'Transcript' },
  { id: 'pronunciation', label: 'Pronunciation' },
  { id: 'quiz', label: 'Quiz Results' },
  { id: 'roleplay', label: 'Roleplay' },
  { id: 'safety', label: 'Safety' },
];

export function SessionDetailModal({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const [tab, setTab] = useState<DetailTab>('overview');
  const loadDetail = useCallback(() => fetchSessionDetail(sessionId), [sessionId]);
  const loadSafety = useCallback(() => fetchSessionSafety(sessionId), [sessionId]);
  const detail = useLoad(loadDetail, 'Failed to load session details');
  const safety = useLoad(loadSafety, 'Failed to load session safety alerts');

  if (detail.state.status === 'loading') {
    return (
      <Modal title="Session Details" onClose={onClose}>
        <Loading text="Loading session details..." />
      </Modal>
    );
  }
  if (detail.state.status === 'error') {
    const close = (
      <button type="button" className="tc-button" onClick={onClose}>
        Close
      </button>
    );
    return (
      <Modal title="Error Loading Session" onClose={onClose} footer={close} size="medium">
        <ErrorBlock message="Failed to load session details" />
      </Modal>
    );
  }
  const session = detail.state.data;
  const alerts = dataOr(safety.state, []);
  const subtitle = (
    <p className="tc-muted">
      <span role="img" aria-label={AGENT_LABELS[session.agentType]}>
        {AGENT_ICONS[session.agentType]}
      </span>{' '}
      Age {session.studentAge} · Started {formatDateTime(session.startTime)}
    </p>
  );

  return (
    <Modal title={session.storyTitle ?? 'Untitled Story'} subtitle={subtitle} onClose={onClose}>
      <Tabs tabs={TABS} active={tab} onChange={setTab} idPrefix="tc-detail" label="Session detail sections" />
      <TabPanel idPrefix="tc-detail" id={tab}>
        {tab === 'overview' ? <OverviewTab session={session} alerts={alerts} /> : null}
        {tab === 'transcript' ? <TranscriptTab sessionId={sessionId} /> : null}
        {tab === 'pronunciation' ? (
          <Suspense fallback={<Loading text="Loading pronunciation data..." />}>
            <PronunciationReport sessionId={sessionId} fluency={session.fluency ?? null} />
          </Suspense>
        ) : null}
        {tab === 'quiz' ? <QuizTab sessionId={sessionId} /> : null}
        {tab === 'roleplay' ? <RoleplayTab sessionId={sessionId} /> : null}
        {tab === 'safety' ? <SafetyTab alerts={alerts} loading={safety.state.status === 'loading'} /> : null}
      </TabPanel>
    </Modal>
  );
}
