import { describe, expect, it } from 'vitest';
import { UpstreamBacklog } from './upstream-backlog';

describe('upstream backlog', () => {
  it('drops client audio while the upstream has more than 8 MB unread, warns once, and lets control frames through', () => {
    const warnings: string[] = [];
    const backlog = new UpstreamBacklog({ warn: (_d, msg) => warnings.push(msg) });
    const audio = { type: 'input_audio_buffer.append' };
    expect(backlog.drops(audio, 1024)).toBe(false);
    expect(backlog.drops(audio, 9 * 1024 * 1024)).toBe(true);
    expect(backlog.drops(audio, 9 * 1024 * 1024)).toBe(true);
    expect(backlog.drops({ type: 'response.create' }, 9 * 1024 * 1024)).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(backlog.drops(audio, 0)).toBe(false);
    expect(backlog.drops(audio, 9 * 1024 * 1024)).toBe(true);
    expect(warnings).toHaveLength(2);
  });
});
