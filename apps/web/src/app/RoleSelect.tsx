/** First screen: the role choice (spec section 2, item 1). */
import type { ReactNode } from 'react';
import { Icon } from '../child/Icon';

export interface RoleSelectProps {
  onStudent: () => void;
  onTeacher: () => void;
  /** Where the "What we keep about you" privacy link goes once it exists. */
  privacySlot?: ReactNode;
}

export function RoleSelect({ onStudent, onTeacher, privacySlot }: RoleSelectProps) {
  return (
    <main className="lc-screen lc-center lc-role" aria-labelledby="role-title">
      <h1 id="role-title">Welcome to Learning Companion</h1>
      <p className="lc-lead">Choose your role to get started</p>
      <div className="lc-choice-grid">
        <button type="button" className="lc-choice" onClick={onStudent}>
          <span className="lc-choice-icon">
            <Icon name="book" />
          </span>
          <span className="lc-choice-title">Student</span>
          <span className="lc-choice-text">Learn with interactive stories and voice conversations</span>
        </button>
        <button type="button" className="lc-choice" onClick={onTeacher}>
          <span className="lc-choice-icon">
            <Icon name="tool" />
          </span>
          <span className="lc-choice-title">Teacher</span>
          <span className="lc-choice-text">Manage stories, track progress, and view insights</span>
        </button>
      </div>
      {privacySlot ? <div className="lc-privacy-slot">{privacySlot}</div> : null}
    </main>
  );
}
