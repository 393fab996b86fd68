/** Age choice by grade (spec section 2, item 2): each button passes its band's midpoint age on. */
import { GRADE_OPTIONS, gradeAgesCaption } from '@shared/age/grades';
import { InsecureNotice } from './InsecureNotice';

export interface AgeSelectProps {
  onSelect: (age: number) => void;
  onBack: () => void;
}

export function AgeSelect({ onSelect, onBack }: AgeSelectProps) {
  return (
    <main className="lc-screen lc-center lc-age" aria-labelledby="age-title">
      <h1 id="age-title">Welcome to Your AI Voice Assistant!</h1>
      <InsecureNotice band={null} />
      <div className="lc-grade-grid">
        {GRADE_OPTIONS.map((option) => (
          <button
            key={option.label}
            type="button"
            className={`lc-grade lc-grade-${option.profileKey}`}
            onClick={() => onSelect(option.midpointAge)}
          >
            <span className="lc-grade-label">{option.label}</span>
            <span className="lc-grade-ages">{gradeAgesCaption(option)}</span>
          </button>
        ))}
      </div>
      <button type="button" className="lc-link-button" onClick={onBack}>
        Back
      </button>
    </main>
  );
}
