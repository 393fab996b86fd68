/**
 * Fixed wording per age band: the spoken welcome after the child picks an age, the story announcement
 * after a story is chosen, encouragement and milestone praise. Younger bands get short, warm sentences;
 * older bands plainer, more grown-up ones.
 */
import type { AgeBand } from '../age-band';
import type { Milestone } from '../personas/state';
import { fitToBand } from '../../language/limit';

const WELCOME: Record<AgeBand, string> = {
  '6-8': "Hi there, reading buddy! Pick a story and read it out loud to me. I'll help with tricky words!",
  '9-11': "Hi! I'm your reading companion. Choose a story and read it aloud. Ask me about any word you're curious about!",
  '12-14':
    "Hey! I'm your reading companion. Pick a story and read it aloud. I'll follow along, help with tricky words, and we can talk about what happens.",
  '15-18':
    "Welcome. I'm your reading companion. Choose a story and read it aloud; I'll follow your reading, help with difficult words, and discuss the story with you whenever you like.",
};

/** The spoken welcome once the child has chosen an age. */
export function welcomeAnnouncement(band: AgeBand): string {
  return fitToBand(WELCOME[band], band);
}

/** What the companion says after a story is chosen: its title and what to do next. */
export function storyAnnouncement(band: AgeBand, title: string): string {
  const name = title.trim().length > 0 ? title.trim() : 'this story';
  switch (band) {
    case '6-8':
      return fitToBand(`Yay! Let's read ${name}. Read it out loud to me. Ask me if a word is tricky!`, band);
    case '9-11':
      return fitToBand(`Great choice! Let's read ${name}. Read it aloud, and ask me about any word or part you want.`, band);
    case '12-14':
      return fitToBand(
        `Good pick: ${name}. Start reading aloud whenever you're ready. I'll follow along, and you can ask me about words or the story.`,
        band,
      );
    case '15-18':
      return fitToBand(
        `You've chosen ${name}. Read aloud at your own pace; I'll track your reading. Ask about vocabulary, characters or themes at any point.`,
        band,
      );
  }
}

const ENCOURAGEMENT: Record<AgeBand, readonly string[]> = {
  '6-8': ['You are doing great! Keep reading!', 'Super reading! What happens next?', 'Wow, nice job! Keep going!', "I love your reading voice! Let's read on!"],
  '9-11': ['Nice reading! Keep going.', "You're doing really well. Let's see what happens next!", 'Great job sounding out those words. Keep it up!', 'Good work! Read on when you are ready.'],
  '12-14': ["You're reading smoothly. Keep going.", 'Nice work. Carry on when you are ready.', 'Good pace. Let us see where the story goes.', 'Well read. Keep it up.'],
  '15-18': ['Good reading. Continue when you are ready.', 'Nice pace and expression. Keep going.', 'Well done so far. Read on whenever you like.', 'Solid reading. Carry on.'],
};

/** An encouraging line; `turn` rotates the wording so it does not repeat every time. */
export function encouragement(band: AgeBand, turn: number): string {
  const lines = ENCOURAGEMENT[band];
  return lines[Math.abs(turn) % lines.length] ?? lines[0] ?? '';
}

const PRAISE: Record<AgeBand, Record<Milestone, string>> = {
  '6-8': {
    25: "Great start! You read a big piece already. Let's keep going!",
    50: 'Wow, you are halfway there! Super reading!',
    75: 'Almost at the end! You are a reading star!',
    100: 'You read the whole story! Hooray! Amazing job!',
  },
  '9-11': {
    25: "Nice! You're a quarter of the way through. Keep going!",
    50: "Halfway there! You're reading really well.",
    75: "Three quarters done! You're nearly at the end.",
    100: 'You finished the whole story! Fantastic reading!',
  },
  '12-14': {
    25: "A quarter of the way in. You're reading well.",
    50: 'Halfway through. Nice steady reading.',
    75: 'Three quarters done. The ending is close.',
    100: 'You finished the story. Great work.',
  },
  '15-18': {
    25: 'A quarter of the way through. Good pace.',
    50: 'Halfway through the story. Well read.',
    75: 'Three quarters done. Strong reading so far.',
    100: 'You have finished the story. Excellent reading.',
  },
};

/** Praise for reaching a reading milestone. */
export function milestonePraise(band: AgeBand, milestone: Milestone): string {
  return fitToBand(PRAISE[band][milestone], band);
}

/** A kind way back to the story when the child asks something the companion will not do. */
export function backToStory(band: AgeBand, title: string | null): string {
  const story = title ?? 'our story';
  switch (band) {
    case '6-8':
      return fitToBand(`I'm your reading buddy! Let's go back to ${story}.`, band);
    case '9-11':
      return fitToBand(`I'm here as your reading companion. Let's get back to ${story}!`, band);
    case '12-14':
      return fitToBand(`I'll stay your reading companion. Let's get back to ${story}.`, band);
    case '15-18':
      return fitToBand(`I'll stick to being your reading companion. Shall we get back to ${story}?`, band);
  }
}

/** Chatter about something the story does not hold ("do you like pizza"): a friendly nod, then the story by name. */
export function steerToStory(band: AgeBand, title: string | null): string {
  const story = title ?? 'our story';
  switch (band) {
    case '6-8':
      return fitToBand(`That sounds fun! Now let's get back to ${story}.`, band);
    case '9-11':
      return fitToBand(`Cool! Let's get back to ${story} now.`, band);
    case '12-14':
      return fitToBand(`Interesting. Let's get back to ${story}.`, band);
    case '15-18':
      return fitToBand(`Fair enough. Shall we get back to ${story}?`, band);
  }
}

/**
 * Spoken when a child comes back to a reading already under way (a dropped connection, a server
 * restart): they pick up where they were instead of starting over. `nextWords` are the story words
 * at the highlight.
 */
export function welcomeBack(band: AgeBand, nextWords: string): string {
  switch (band) {
    case '6-8':
      return fitToBand(`Welcome back! We were at "${nextWords}". Let's keep reading!`, band);
    case '9-11':
      return fitToBand(`Welcome back! You were at "${nextWords}". Keep going from there.`, band);
    case '12-14':
      return fitToBand(`Welcome back. Pick up at "${nextWords}".`, band);
    case '15-18':
      return fitToBand(`Resuming at "${nextWords}".`, band);
  }
}

/** "What's your name?", "Are you a robot?": who the companion is, then back to the story. */
export function aboutMe(band: AgeBand, title: string | null): string {
  const story = title ?? 'our story';
  return fitToBand(band === '6-8' || band === '9-11'
    ? `I'm your reading buddy, a computer helper. Let's get back to ${story}!`
    : `I'm a computer reading companion. Let's get back to ${story}.`, band);
}

/**
 * Back to the story after chatter known only from the open-vocabulary decoder's guess: no nod to what was
 * said ("That sounds fun!"), which may have been heard wrong.
 */
export function backToStoryFromGuess(band: AgeBand, title: string | null): string {
  const story = title ?? 'our story';
  switch (band) {
    case '6-8':
      return fitToBand(`Okay! Now let's get back to ${story}.`, band);
    case '9-11':
      return fitToBand(`Okay! Let's get back to ${story} now.`, band);
    case '12-14':
      return fitToBand(`Okay. Let's get back to ${story}.`, band);
    case '15-18':
      return fitToBand(`Okay. Shall we get back to ${story}?`, band);
  }
}
