/**
 * Numbers written in digits as they are read aloud ("14" → "fourteen", "2026" → "two thousand twenty
 * six"), for pronouncing story words such as "under-14" or "7". Whole numbers below a million and clock
 * times ("5:40"); anything else (decimals, ordinals, very large numbers) returns undefined.
 */
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(ONES[hundreds]!, 'hundred');
  if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10 > 0) words.push(ONES[rest % 10]!);
  } else if (rest > 0 || hundreds === 0) {
    words.push(ONES[rest]!);
  }
  return words;
}

export function numberWords(digits: string): string[] | undefined {
  const clock = clockWords(digits);
  if (clock) return clock;
  if (!/^\d{1,6}$/.test(digits)) return undefined;
  const n = Number(digits);
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (thousands === 0) return belowThousand(n);
  return [...belowThousand(thousands), 'thousand', ...(rest > 0 ? belowThousand(rest) : [])];
}

/**
 * A four-digit number as a year is read ("1943" → "nineteen forty three", "1905" → "nineteen oh five",
 * "1900" → "nineteen hundred", "2026" → "twenty twenty six"); undefined for what is not read that way
 * (2000–2009 are "two thousand …", which numberWords gives).
 */
export function yearWords(digits: string): string[] | undefined {
  if (!/^\d{4}$/.test(digits)) return undefined;
  const n = Number(digits);
  if (n < 1100 || n > 2099 || (n >= 2000 && n < 2010)) return undefined;
  const century = belowThousand(Math.floor(n / 100));
  const rest = n % 100;
  if (rest === 0) return [...century, 'hundred'];
  if (rest < 10) return [...century, 'oh', ONES[rest]!];
  return [...century, ...belowThousand(rest)];
}

/** A clock time as it is read: "5:40" → "five forty", "10:05" → "ten oh five", "7:00" → "seven o'clock". */
export function clockWords(time: string): string[] | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return undefined;
  if (minutes === 0) return [...belowThousand(hours), "o'clock"];
  if (minutes < 10) return [...belowThousand(hours), 'oh', ONES[minutes]!];
  return [...belowThousand(hours), ...belowThousand(minutes)];
}
