/**
 * Top-level flow without URL routes: role → age → connecting → main child screen, or the teacher side.
 * After the first successful connection the main screen stays, whatever the connection does later.
 */
import { useEffect, useState } from 'react';
import { getAgeProfile } from '@shared/age/profiles';
import { TEACHER_AGE } from '@shared/constants/ages';
import { AGE_HINT_DELAY_MS } from '@shared/constants/timings';
import { MainScreen } from '../child/MainScreen';
import { applyTheme } from '../theme/theme-vars';
import { AgeSelect } from './AgeSelect';
import { ConnectingScreen } from './ConnectingScreen';
import { PrivacyPage } from './PrivacyPage';
import { RoleSelect } from './RoleSelect';
import { TeacherGate } from './TeacherGate';
import { useVoiceSession } from './useVoiceSession';

type Role = 'unselected' | 'child' | 'teacher' | 'privacy';

export function App() {
  const [role, setRole] = useState<Role>('unselected');
  const [age, setAge] = useState<number | null>(null);
  const [hintDue, setHintDue] = useState(false);
  const session = useVoiceSession();
  const profile = age !== null && age !== TEACHER_AGE ? getAgeProfile(age) : null;

  useEffect(() => {
    applyTheme(document.documentElement, role === 'child' ? profile : null);
  }, [role, profile]);

  useEffect(() => {
    if (role !== 'child' || age === null) return;
    const timer = setTimeout(() => setHintDue(true), AGE_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [role, age]);

  if (role === 'teacher') {
    return (
      <TeacherGate
        onBack={() => {
          setAge(null);
          setRole('unselected');
        }}
      />
    );
  }
  if (role === 'privacy') return <PrivacyPage onBack={() => setRole('unselected')} />;
  if (role === 'unselected') {
    return (
      <RoleSelect
        privacySlot={
          <button type="button" className="lc-link-button" onClick={() => setRole('privacy')}>
            What we keep about you
          </button>
        }
        onStudent={() => setRole('child')}
        onTeacher={() => {
          setAge(TEACHER_AGE);
          setRole('teacher');
        }}
      />
    );
  }
  if (age === null || !profile) {
    return (
      <AgeSelect
        onBack={() => setRole('unselected')}
        onSelect={(chosen) => {
          setAge(chosen);
          void session.start(chosen);
        }}
      />
    );
  }
  if (!session.hasConnected || !session.client || !session.conversationId) {
    return (
      <ConnectingScreen profile={profile} connecting={session.connecting} error={session.error} onRetry={session.retry} />
    );
  }
  return (
    <MainScreen
      key={session.conversationId}
      age={age}
      profile={profile}
      conversationId={session.conversationId}
      client={session.client}
      connectionState={session.connectionState}
      connectionError={session.error}
      sessionConfig={session.sessionConfig?.source ?? null}
      hintDue={hintDue}
      onRetryConnection={session.retry}
      onDismissConnectionError={session.clearError}
    />
  );
}
