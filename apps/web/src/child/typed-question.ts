/**
 * When the conversation panel offers a text box as a second way to ask (issue 25): always from age 9,
 * and for younger children once the companion has had to ask again twice in a row, since then the
 * voice is not getting through. Once offered it stays for the session.
 */
export const TYPED_QUESTION_LABEL = 'You can also type your question';
/** Ages at and above which the box is always offered. */
export const TYPED_QUESTION_MIN_AGE = 9;
/** The companion's "asked again" replies in a row that offer the box to a younger child. */
export const ASKED_AGAIN_BEFORE_TYPING = 2;

/** The companion's clarification replies: it did not catch what the child said. */
const ASKED_AGAIN = /\b(can you say that again|say that again|did you (ask|mean|say)|i didn'?t catch|could you (say|ask) (that|it) again)\b/i;

export function isAskingAgain(reply: string): boolean {
  return ASKED_AGAIN.test(reply);
}

/** The run of "asked again" replies after one more companion reply. */
export function nextAskedAgainRun(run: number, reply: string): number {
  return isAskingAgain(reply) ? run + 1 : 0;
}

export function offersTypedQuestion(age: number, askedAgainRun: number): boolean {
  return age >= TYPED_QUESTION_MIN_AGE || askedAgainRun >= ASKED_AGAIN_BEFORE_TYPING;
}
