/**
 * Top-level flow: role → age → connecting → main child screen, or the teacher side. The path says which
 * (places/app-place): `/` is the role screen, first for a new visit; `/read?band=…&story=…` the child's
 * band and story; `/teacher/…` the dashboard. A reload or Back therefore keeps the place. After the
 * first successful connection the main screen stays, whatever the connection does later.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getAgeProfile, profileKeyForAge } from '@shared/age/profiles';
import { AGE_HINT_DELAY_MS } from '@shared/constants/timings';
import { MainScreen } from '../child/MainScreen';
import { PRIVACY_PATH, ROLE_PATH, areaOfPath } from '../places/app-place';
import { CHILD_PATH, gradeOfBand } from '../places/child-place';
import { TEACHER_PATH } from '../places/teacher-place';
import { useChildPlace } from '../places/useChildPlace';
import { applyTheme } from '../theme/theme-vars';
import { AgeSelect } from './AgeSelect';
import { ConnectingScreen } from './ConnectingScreen';
import { PrivacyPage } from './PrivacyPage';
import { RoleSelect } from './RoleSelect';
import { TeacherGate } from './TeacherGate';
import { useVoiceSession } from './useVoiceSession';

export function App() {
  const [pathname, navigate] = useLocation();
  const area = areaOfPath(pathname);
  const [childPlace, goChild] = useChildPlace();
  const grade = area === 'child' && childPlace.band ? gradeOfBand(childPlace.band) : undefined;
  const age = grade?.midpointAge ?? null;
  const [hintDue, setHintDue] = useState(false);
  const session = useVoiceSession();
  const { start } = session;
  const startedAge = useRef<number | null>(null);
  const profile = age !== null ? getAgeProfile(age) : null;

  useEffect(() => {
    applyTheme(document.documentElement, area === 'child' ? profile : null);
  }, [area, profile]);

  // The band in the URL starts the session, whether a grade button was pressed or the page reloaded.
  useEffect(() => {
    if (age === null || startedAge.current === age) return;
    startedAge.current = age;
    void start(age);
  }, [age, start]);

  useEffect(() => {
    if (area !== 'child' || age === null) return;
    const timer = setTimeout(() => setHintDue(true), AGE_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [area, age]);

  const toRoleScreen = () => navigate(ROLE_PATH);

  if (area === 'teacher') return <TeacherGate onBack={toRoleScreen} />;
  if (area === 'privacy') return <PrivacyPage onBack={toRoleScreen} />;
  if (area === 'role') {
    return (
      <RoleSelect
        privacySlot={
          <button type="button" className="lc-link-button" onClick={() => navigate(PRIVACY_PATH)}>
            What we keep about you
          </button>
        }
        onStudent={() => navigate(CHILD_PATH)}
        onTeacher={() => navigate(TEACHER_PATH)}
      />
    );
  }
  if (age === null || !profile) {
    return (
      <AgeSelect
        onBack={toRoleScreen}
        onSelect={(chosen) => goChild({ band: profileKeyForAge(chosen), storyId: null })}
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
