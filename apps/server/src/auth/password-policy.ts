/**
 * A new password must not be easy to guess: zxcvbn-ts scores it against its maintained lists of common
 * passwords, words, names and keyboard patterns (and the account's own username). The length, whitespace
 * and control-character rules are in the shared schema; this is the check a schema cannot make cheaply.
 */
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors/app-error';

zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^8 guesses), enough behind a lock-out. */
export const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD =
  'This password is too easy to guess: it is a common password or a simple pattern. Try three or four unrelated words.';

export function assertStrongPassword(password: string, username: string): void {
  const result = zxcvbn(password, [username]);
  if (result.score < MIN_PASSWORD_SCORE) throw new AppError('VALIDATION_FAILED', WEAK_PASSWORD);
}
