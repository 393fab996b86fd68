/**
 * The session detail overlay (teacher-side 2.2). The detail call decides between loading, the error
 * view and the tabs; each tab loads its own data, and those failures are only logged.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AGENT_LABELS } from '@shared/constants/domain';
import type { DetailTab } from '../../places/teacher-place';
import { fetchSessionDetail, fetchSessionSafety } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';
import { AGENT_ICONS } from '../dashboard/agent-icons';
import { ErrorBlock, Loading, formatDateTime } from '../ui/Badge';
import { Modal } from '../ui/Modal';
import { Tabs, type TabSpec } from '../ui/Tabs';
import { OverviewTab } from './OverviewTab';
import { QuizTab, RoleplayTab } from './ActivityTabs';
import { SafetyTab } from './SafetyTab';
import { TranscriptTab } from './TranscriptTab';

const PronunciationReport = lazy(() => import('../pronunciation/PronunciationReport'));

const TABS: TabSpec<DetailTab>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'transcript', label: 'Transcript' },
  { id: 'pronunciation', label: 'Pronunciation' },
  { id: 'quiz', label: 'Quiz Results' },
  { id: 'roleplay', label: 'Roleplay' },
  { id: 'safety', label: 'Safety' },
];

export interface SessionDetailModalProps {
  sessionId: string;
  /** The open tab lives in the URL, so a reload opens the same one. */
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  onClose: () => void;
}

export function SessionDetailModal({ sessionId, tab, onTab, onClose }: SessionDetailModalProps) {
  const detail = useQuery({
    queryKey: teacherKeys.session(sessionId, 'detail'),
    queryFn: () => fetchSessionDetail(sessionId),
    meta: { failureLog: 'Failed to load session details' },
  });
  const safety = useQuery({
    queryKey: teacherKeys.session(sessionId, 'safety'),
    queryFn: () => fetchSessionSafety(sessionId),
    meta: { failureLog: 'Failed to load session safety alerts' },
  });

  if (detail.isPending) {
    return (
      <Modal title="Session Details" onClose={onClose}>
        <Loading text="Loading session details..." />
      </Modal>
    );
  }
  if (detail.isError) {
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
  const session = detail.data;
  const alerts = safety.data ?? [];
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
      <Tabs tabs={TABS} active={tab} onChange={onTab} label="Session detail sections">
        {tab === 'overview' ? <OverviewTab session={session} alerts={alerts} /> : null}
        {tab === 'transcript' ? <TranscriptTab sessionId={sessionId} /> : null}
        {tab === 'pronunciation' ? (
          <Suspense fallback={<Loading text="Loading pronunciation data..." />}>
            <PronunciationReport sessionId={sessionId} fluency={session.fluency ?? null} />
          </Suspense>
        ) : null}
        {tab === 'quiz' ? <QuizTab sessionId={sessionId} /> : null}
        {tab === 'roleplay' ? <RoleplayTab sessionId={sessionId} /> : null}
        {tab === 'safety' ? <SafetyTab alerts={alerts} loading={safety.isPending} /> : null}
      </Tabs>
    </Modal>
  );
}
