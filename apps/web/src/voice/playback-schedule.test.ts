import { describe, expect, it } from 'vitest';
import { PlaybackSchedule } from './playback-schedule';

describe('PlaybackSchedule', () => {
  it('plays chunks back to back with a 10 ms gap', () => {
    const schedule = new PlaybackSchedule(10);
    expect(schedule.schedule(1, 0.17)).toBe(1);
    expect(schedule.schedule(1.01, 0.17)).toBeCloseTo(1.18, 9);
    expect(schedule.schedule(1.02, 0.1)).toBeCloseTo(1.36, 9);
  });

  it('never schedules in the past after a pause in the stream', () => {
    const schedule = new PlaybackSchedule(10);
    schedule.schedule(0, 0.1);
    expect(schedule.schedule(5, 0.1)).toBe(5);
  });

  it('starts the next response immediately after a reset', () => {
    const schedule = new PlaybackSchedule(10);
    schedule.schedule(0, 10);
    expect(schedule.isPlaying(2)).toBe(true);
    schedule.reset();
    expect(schedule.isPlaying(2)).toBe(false);
    expect(schedule.schedule(2, 0.1)).toBe(2);
  });
});
