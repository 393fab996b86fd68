import { describe, expect, it } from 'vitest';
import { chooseSense, childMeaning } from './child-meaning';

describe('meanings in the story sense, in a child\'s words', () => {
  it('chooses the sense the story sentence uses', () => {
    expect(chooseSense('patient', 'We must be patient.')?.pos).toBe('adj');
    expect(chooseSense('patient', 'The doctor saw the patient.')?.pos).toBe('noun');
    expect(chooseSense('chalk', 'Ana drew a hopscotch on the path with chalk.')?.definition).toMatch(/write or draw/);
  });

  it('says it in short common words for 6-8, never the dictionary gloss', () => {
    const young = childMeaning('patient', '6-8', 'We must be patient.') ?? '';
    expect(young).toMatch(/^Patient means .*wait/);
    expect(young).not.toMatch(/enduring|circumstances|temper/);
    const chalk = childMeaning('chalk', '6-8', 'Ana drew a hopscotch on the path with chalk.') ?? '';
    expect(chalk).not.toMatch(/calcite/);
    expect(chalk).toMatch(/draw/);
    expect(chalk.split(' ').length).toBeLessThanOrEqual(20);
    expect(childMeaning('wiggled', '9-11', 'The crab wiggled its legs.')).toMatch(/^To wiggle means to move/);
  });
});
