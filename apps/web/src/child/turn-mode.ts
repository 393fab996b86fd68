/** The turn detection the session should have outside announcements: reading mode's long wait, else child-friendly. */
import {
  childFriendlyTurnDetection,
  readingModeTurnDetection,
  type TurnDetectionConfig,
} from '@shared/constants/turn-detection';

export function turnDetectionFor(readingMode: boolean, age: number): TurnDetectionConfig {
  return readingMode ? readingModeTurnDetection() : childFriendlyTurnDetection(age);
}
