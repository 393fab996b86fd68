/**
 * What the companion says when it is not sure what it heard (issue 25): it never answers a doubtful
 * hearing. With a usable guess it checks it with a yes/no question in the age band's words ("Did you
 * ask who Grandpa Sam is?"); without one it asks the child to say it again. The wordings are the ones
 * the conversation bench and the child app count as asking again (bench/support/conversation-items.ts).
 */
import type { AgeBand } from '../age-band';
import type { Hearing } from '../../language/recognized-words';
import { NO_ANSWERS, YES_ANSWERS } from '../../language/check-answers';

export { USABLE_GUESS } from '../../language/recognized-words';

/** A hearing the child confirmed ("yes" to the check): as sure as typed text. */
export const CONFIRMED_HEARING: Hearing = { source: 'speech', confidence: 1 };

const YES: ReadonlySet<string> = new Set(YES_ANSWERS);
const NO: ReadonlySet<string> = new Set(NO_ANSWERS);

/** The child's answer to a check, or null when the line is something else (a new question). */
export function yesOrNo(message: string): 'yes' | 'no' | null {
  const line = message.toLowerCase().replace(/[.!?,]/g, '').replace(/\s+/g, ' ').trim();
  if (YES.has(line)) return 'yes';
  if (NO.has(line)) return 'no';
  return null;
}

/** "Can you say that again?" in the band's words. */
export function askAgain(band: AgeBand): string {
  switch (band) {
    case '6-8':
      return "Sorry, I didn't catch that. Can you say that again?";
    case '9-11':
      return "I didn't catch that. Can you say that again?";
    case '12-14':
    case '15-18':
      return "Sorry, I didn't catch that. Could you say it again?";
  }
}

const SWAP: Record<string, string> = { i: 'you', "i'm": "you're", me: 'you', my: 'your', myself: 'yourself', am: 'are', mine: 'yours' };
const INVERTED = /^(who|where|what) (is|was|are|were) ((?:the |a )?.+)$/;

/** The yes/no check of a guess: "Did you ask who Grandpa Sam is?", "Did you say you don't get it?". */
export function checkQuestion(band: AgeBand, guess: string, names: readonly string[]): string {
  const line = withNames(guess.toLowerCase().replace(/[.!?]/g, '').replace(/\s+/g, ' ').trim(), names);
  const lead = band === '6-8' || band === '9-11' ? 'Did you' : 'Just checking: did you';
  const inverted = INVERTED.exec(line);
  // "who is grandpa sam" → "who Grandpa Sam is"; "what was broken" stays as it is.
  if (inverted && (inverted[3]?.startsWith('the ') || startsWithName(inverted[3] ?? '', names))) {
    return `${lead} ask ${inverted[1]} ${inverted[3]} ${inverted[2]}?`;
  }
  const meaning = /^what does (?:the word )?(\S+) mean$/.exec(line);
  if (meaning) return `${lead} ask what ${meaning[1]} means?`;
  if (/^(who|what|where|when|why|how|which|can|could|will|would|is|are|do|does|did)\b/.test(line)) {
    if (/^(how many|what happens|what happened|who \w+ed|what is going)\b/.test(line)) return `${lead} ask ${line}?`;
    return `${lead} ask, "${capitalise(line)}?"`;
  }
  // A statement about the child is said back about them: "i don't get it" → "you don't get it".
  const said = line.split(' ').map((w) => SWAP[w] ?? w).join(' ');
  return `${lead} say ${said}?`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Story names written as the story writes them ("grandpa sam" → "Grandpa Sam"). */
function withNames(line: string, names: readonly string[]): string {
  let out = ` ${line} `;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(` ${escape(name.toLowerCase())} `, 'g'), ` ${name} `);
  }
  return out.trim();
}

function startsWithName(text: string, names: readonly string[]): boolean {
  return names.some((name) => text.startsWith(name));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
