/** A short hint pointing at the chat panel toggle: 300 ms in, visible until 3000 ms, 300 ms out. */
import { useEffect, useState } from 'react';
import { hintBubbleText } from '@shared/age/wording';
import { HINT_BUBBLE_TRANSITION_MS, HINT_BUBBLE_VISIBLE_MS } from '@shared/constants/timings';

export function HintBubble({ age, onComplete, onClick }: { age: number; onComplete: () => void; onClick: () => void }) {
  const [phase, setPhase] = useState<'entering' | 'visible' | 'exiting'>('entering');

  useEffect(() => {
    const shown = setTimeout(() => setPhase('visible'), HINT_BUBBLE_TRANSITION_MS);
    const leaving = setTimeout(() => setPhase('exiting'), HINT_BUBBLE_VISIBLE_MS);
    const done = setTimeout(onComplete, HINT_BUBBLE_VISIBLE_MS + HINT_BUBBLE_TRANSITION_MS);
    return () => {
      clearTimeout(shown);
      clearTimeout(leaving);
      clearTimeout(done);
    };
  }, [onComplete]);

  return (
    <button type="button" className={`lc-hint lc-hint-${phase}`} onClick={onClick}>
      {hintBubbleText(age)}
    </button>
  );
}
