import { describe, expect, it } from 'vitest';
import { promptProblem, promptWordCount } from './prompt-validation';

describe('promptProblem', () => {
  it('refuses prompts under 50 characters', () => {
    expect(promptProblem('x'.repeat(49))).toBe('Prompt too short (min 50 chars)');
    expect(promptProblem('')).toBe('Prompt too short (min 50 chars)');
  });

  it('accepts 50 to 5000 characters', () => {
    expect(promptProblem('x'.repeat(50))).toBeNull();
    expect(promptProblem('x'.repeat(5000))).toBeNull();
  });

  it('refuses prompts over 5000 characters', () => {
    expect(promptProblem('x'.repeat(5001))).toBe('Prompt too long (max 5000 chars)');
  });
});

describe('promptWordCount', () => {
  it('counts whitespace-separated tokens, ignoring runs and edges', () => {
    expect(promptWordCount('  You are\ta  kind\n\nreading buddy. ')).toBe(6);
    expect(promptWordCount('   ')).toBe(0);
  });
});
