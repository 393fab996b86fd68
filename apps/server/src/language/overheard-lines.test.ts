import { describe, expect, it } from 'vitest';
import { overheardLineKind } from './overheard-lines';

const STORY = 'Ravi lived on a farm with Uncle Dev. They had a goat called Biscuit who loved to eat everything. Ravi played in the shed.';

describe('which open-vocabulary transcripts the companion acts on', () => {
  it('takes chatter about the child that names nothing in the story, and "this is too hard"', () => {
    expect(overheardLineKind('i got two new video game', STORY)).toBe('chatter');
    expect(overheardLineKind('do you like a teacher', STORY)).toBe('chatter');
    expect(overheardLineKind('i like playing football', STORY)).toBe('chatter');
    expect(overheardLineKind('this is too hard', STORY)).toBe('explain');
    expect(overheardLineKind("i don't know what that means", STORY)).toBe('explain');
  });

  it('leaves garbled story questions, lines naming the story and lines of distress to be asked again', () => {
    // Debian's transcripts of "who is biscuit", "who was uncle dev", "how many nails did uncle dev use" (Flite voices).
    for (const garbled of ['it is good', "i wasn't all that", 'he was uncle day of', 'amen and was difficult others', 'q is until then']) {
      expect(overheardLineKind(garbled, STORY)).toBeNull();
    }
    expect(overheardLineKind('do you like the goat', STORY)).toBeNull();
    expect(overheardLineKind('i played in the shed', STORY)).toBeNull();
    expect(overheardLineKind('i want to die', STORY)).toBeNull();
    expect(overheardLineKind('my dad hit me', STORY)).toBeNull();
    expect(overheardLineKind('i like', STORY)).toBeNull();
  });
});
