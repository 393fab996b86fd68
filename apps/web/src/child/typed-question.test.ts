import { describe, expect, it } from 'vitest';
import { nextAskedAgainRun, offersTypedQuestion } from './typed-question';

describe('the second way to ask', () => {
  it('is offered to children of 9 and up from the start', () => {
    expect(offersTypedQuestion(9, 0)).toBe(true);
    expect(offersTypedQuestion(15, 0)).toBe(true);
  });

  it('is offered to a child of 6 to 8 after the companion asked again twice in a row', () => {
    let run = 0;
    run = nextAskedAgainRun(run, "Sorry, I didn't catch that. Can you say that again?");
    expect(offersTypedQuestion(7, run)).toBe(false);
    run = nextAskedAgainRun(run, 'Did you ask who Grandpa Joe is?');
    expect(offersTypedQuestion(7, run)).toBe(true);
  });

  it('counts only asks in a row: an answer in between starts again', () => {
    let run = nextAskedAgainRun(0, 'Can you say that again?');
    run = nextAskedAgainRun(run, 'Mia made a kite.');
    run = nextAskedAgainRun(run, 'Could you say it again?');
    expect(offersTypedQuestion(6, run)).toBe(false);
  });
});
