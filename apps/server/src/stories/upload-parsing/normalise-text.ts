/**
 * Turns extracted text into the story shape the reader uses: paragraphs separated by one blank line,
 * single spaces inside them, and a title taken from a short first line or else from the file name.
 */

export const UNTITLED_STORY = 'Untitled Story';

const MAX_TITLE_CHARS = 80;
const MAX_TITLE_WORDS = 12;

function cleanLine(line: string): string {
  return line.replace(/[ \t\u00a0\u2000-\u200a\u202f\u3000]+/g, ' ').trim();
}

/** Splits raw text into trimmed lines, blank lines kept as ''. */
function toLines(raw: string): string[] {
  return raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(/[\u200b-\u200d\u2060]/g, '')
    .replace(/(?![\n\t])\p{Cc}/gu, '')
    .split('\n')
    .map(cleanLine);
}

function joinWrappedLines(lines: string[]): string {
  return lines.reduce((text, line) => {
    if (text === '') return line;
    // A word split across a line break ("adven-" + "ture") is joined back together.
    if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)) return text.slice(0, -1) + line;
    return `${text} ${line}`;
  }, '');
}

/**
 * Where the source marks paragraphs with blank lines, lines between them are one wrapped paragraph;
 * where it has no blank lines at all (Word's plain text, many .txt files), each line is a paragraph.
 */
function toParagraphs(lines: string[]): string[] {
  const firstText = lines.findIndex((line) => line !== '');
  const body = firstText < 0 ? [] : lines.slice(firstText);
  const hasBlankLines = body.some((line, i) => line === '' && body.slice(i).some((rest) => rest !== ''));
  if (!hasBlankLines) return body.filter((line) => line !== '');
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of body) {
    if (line === '') {
      if (current.length > 0) paragraphs.push(joinWrappedLines(current));
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) paragraphs.push(joinWrappedLines(current));
  return paragraphs;
}

function looksLikeTitle(line: string): boolean {
  return (
    line.length <= MAX_TITLE_CHARS &&
    line.split(' ').length <= MAX_TITLE_WORDS &&
    /\p{L}/u.test(line) &&
    !/[.,;:]$/.test(line) &&
    !/^["'\u201c\u2018-]/.test(line)
  );
}

/** A first line is a title when it stands alone: a blank line follows, or it is much shorter than a
 * following line that starts a new sentence (so the first line of a wrapped paragraph is not taken). */
function takeTitleLine(lines: string[]): { title: string; rest: string[] } | null {
  const start = lines.findIndex((line) => line !== '');
  const first = lines[start];
  if (first === undefined || !looksLikeTitle(first)) return null;
  const rest = lines.slice(start + 1);
  const nextText = rest.find((line) => line !== '');
  if (nextText === undefined) return null;
  const standsAlone =
    rest[0] === '' ||
    !rest.includes('') ||
    (/^[\p{Lu}"'\u201c]/u.test(nextText) && first.length < nextText.length * 0.6);
  return standsAlone ? { title: first, rest } : null;
}

export function titleFromFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const title = cleanLine(base.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ')).slice(0, MAX_TITLE_CHARS);
  return title === '' ? UNTITLED_STORY : title.charAt(0).toUpperCase() + title.slice(1);
}

export function normaliseStory(raw: string, filename: string): { title: string; content: string } {
  const lines = toLines(raw);
  const titled = takeTitleLine(lines);
  const paragraphs = toParagraphs(titled ? titled.rest : lines);
  return {
    title: titled?.title ?? titleFromFilename(filename),
    content: paragraphs.join('\n\n'),
  };
}
