import { describe, expect, it, vi } from 'vitest';
import { AnnouncementQueue } from './announcement-queue';

describe('AnnouncementQueue', () => {
  it('opens the microphone after the story announcement even when the welcome started later', () => {
    const queue = new AnnouncementQueue();
    const openMicrophone = vi.fn();
    queue.expect(openMicrophone); // the child picked a story first
    queue.expect(); // then the welcome timer fired
    const first = queue.responseDone();
    first?.onComplete?.();
    expect(openMicrophone).toHaveBeenCalledTimes(1);
    expect(first?.notifyBackend).toBe(true);
    expect(queue.responseDone()?.onComplete).toBeUndefined();
    expect(queue.responseDone()).toBeNull();
  });

  it('keeps the story follow-up for the story response when the welcome is still playing', () => {
    const queue = new AnnouncementQueue();
    const openMicrophone = vi.fn();
    queue.expect(); // welcome asked for first
    queue.expect(openMicrophone);
    queue.responseDone()?.onComplete?.();
    expect(openMicrophone).not.toHaveBeenCalled();
    queue.responseDone()?.onComplete?.();
    expect(openMicrophone).toHaveBeenCalledTimes(1);
  });

  it('runs the restore of a failed announcement after the introduction, without telling the backend', () => {
    const queue = new AnnouncementQueue();
    const restore = vi.fn();
    const ticket = queue.expect(vi.fn());
    ticket.fallBackToIntroduction(restore);
    const done = queue.responseDone();
    expect(done?.notifyBackend).toBe(false);
    done?.onComplete?.();
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('forgets a cancelled announcement so a later response is not mistaken for it', () => {
    const queue = new AnnouncementQueue();
    const welcome = queue.expect();
    const story = vi.fn();
    queue.expect(story);
    welcome.cancel();
    queue.responseDone()?.onComplete?.();
    expect(story).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(0);
  });
});
