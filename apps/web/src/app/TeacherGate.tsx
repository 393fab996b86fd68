/**
 * Loads the teacher side only when a teacher is chosen, so none of its code (nor its charts) is in the
 * child's initial bundle.
 */
import { lazy, Suspense } from 'react';

const TeacherEntry = lazy(() => import('../teacher/TeacherEntry'));

export function TeacherGate({ onBack }: { onBack: () => void }) {
  return (
    <Suspense
      fallback={
        <p className="lc-screen lc-center" role="status">
          Loading dashboard...
        </p>
      }
    >
      <TeacherEntry onBack={onBack} />
    </Suspense>
  );
}
