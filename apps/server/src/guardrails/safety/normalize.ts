/**
 * Text as the screen reads it: lower case, look-alike characters undone ("sh1t", "f*ck", "a$$"), letters
 * stretched for emphasis shortened ("fuuuck"), spelled-out letters joined ("f u c k"), and spoken digits
 * turned into digits ("five five five" → "5 5 5") so phone numbers read aloud are seen too.
 */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
};

/** Contractions as speech transcripts often write them, without the apostrophe. */
const CONTRACTIONS: Record<string, string> = {
  im: "i'm", dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", wont: "won't", wasnt: "wasn't",
  werent: "weren't", isnt: "isn't", arent: "aren't", ive: "i've", youre: "you're", theyre: "they're",
  couldnt: "couldn't", shouldnt: "shouldn't", wouldnt: "wouldn't", hes: "he's", shes: "she's", thats: "that's",
};

/** Lower case, curly quotes straightened, apostrophes restored, spaces squeezed. */
export function basicForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b[a-z]+\b/g, (word) => CONTRACTIONS[word] ?? word);
}

/** For word lists: look-alikes undone, letter runs shortened, single spaced letters joined. */
export function obfuscationFree(text: string): string {
  const words = basicForm(text)
    .split(' ')
    .map((w) => (/[a-z]/.test(w) ? w.replace(/[0-9@$!]/g, (c) => LEET[c] ?? c) : w))
    .map((w) => w.replace(/([a-z])\1{2,}/g, '$1$1'));
  const joined: string[] = [];
  let letters = '';
  for (const w of words) {
    if (/^[a-z*]$/.test(w)) {
      letters += w;
      continue;
    }
    if (letters.length > 0) joined.push(letters);
    letters = '';
    joined.push(w);
  }
  if (letters.length > 0) joined.push(letters);
  return joined.join(' ');
}

/** Spoken digits as digits ("call five five five" → "call 5 5 5", "double seven" → "7 7"), other words untouched. */
export function spokenDigits(text: string): string {
  return basicForm(text)
    .replace(/\b(double|triple) (zero|oh|o|one|two|three|four|five|six|seven|eight|nine)\b/g, (_, times: string, digit: string) =>
      Array.from({ length: times === 'double' ? 2 : 3 }, () => digit).join(' '))
    .split(' ')
    .map((w) => DIGIT_WORDS[w.replace(/[^a-z]/g, '')] ?? w)
    .join(' ');
}

const TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/**
 * Spoken numbers as numbers, so house numbers and phone numbers said in pairs read like typed ones:
 * "fourteen laurel gardens" → "14 laurel gardens", "one hundred and twelve" → "112", "five fifty five"
 * → "5 55". Single digit words become digits as in spokenDigits.
 */
export function spokenNumbers(text: string): string {
  const words = spokenDigits(text).split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const bare = (i2: number) => (words[i2] ?? '').replace(/[^a-z0-9]/g, '');
    const word = bare(i);
    let value: number | undefined = TEENS[word] ?? TENS[word];
    let end = i;
    if (value === undefined && /^[1-9]$/.test(word) && bare(i + 1) === 'hundred') {
      value = Number(word) * 100;
      end = i + 1;
      const next = bare(end + 1) === 'and' ? end + 2 : end + 1;
      const rest = TEENS[bare(next)] ?? TENS[bare(next)] ?? (/^[1-9]$/.test(bare(next)) ? Number(bare(next)) : undefined);
      if (rest !== undefined) {
        value += rest;
        end = next;
      }
    }
    if (value === undefined) {
      out.push(words[i] ?? '');
      continue;
    }
    if (value % 10 === 0 && value % 100 >= 20 && /^[1-9]$/.test(bare(end + 1))) {
      value += Number(bare(end + 1));
      end += 1;
    }
    const trail = /[^a-z0-9]+$/.exec(words[end] ?? '')?.[0] ?? '';
    out.push(`${value}${trail}`);
    i = end;
  }
  return out.join(' ');
}
