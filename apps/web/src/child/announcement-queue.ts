/**
 * Which announcement a `response.done` finishes. The welcome and the story announcement can overlap
 * (a child who picks a story before the welcome has started, or a slow server): each announcement takes
 * a ticket before its request is sent, and the server answers announcements in the order they were
 * asked for, so each `response.done` completes the oldest ticket. A single pending slot, as before,
 * let the welcome overwrite the story's follow-up, and the microphone never opened.
 */
export interface AnnouncementTicket {
  /** The announcement failed and a direct introduction replaces it; `restore` runs when that is done. */
  fallBackToIntroduction(restore: () => void): void;
  /** Nothing will answer this announcement any more. */
  cancel(): void;
}

interface Entry {
  onComplete?: () => void;
  notifyBackend: boolean;
}

export interface CompletedAnnouncement {
  onComplete?: () => void;
  /** Tell the backend (announcement/complete) before running `onComplete`. */
  notifyBackend: boolean;
}

export class AnnouncementQueue {
  private entries: Entry[] = [];

  get size(): number {
    return this.entries.length;
  }

  expect(onComplete?: () => void): AnnouncementTicket {
    const entry: Entry = onComplete ? { onComplete, notifyBackend: true } : { notifyBackend: true };
    this.entries.push(entry);
    return {
      fallBackToIntroduction: (restore) => {
        entry.onComplete = restore;
        entry.notifyBackend = false;
        if (!this.entries.includes(entry)) this.entries.push(entry);
      },
      cancel: () => {
        this.entries = this.entries.filter((e) => e !== entry);
      },
    };
  }

  /** A `response.done` arrived: the announcement it completes, if one was waiting. */
  responseDone(): CompletedAnnouncement | null {
    return this.entries.shift() ?? null;
  }

  clear(): void {
    this.entries = [];
  }
}
