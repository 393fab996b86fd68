/** What the child and teacher read: words the recogniser could not name (`<unk>`) are left out. */
export function readableTranscript(text: string): string {
  return text
    .replace(/\S*<unk>\S*/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
