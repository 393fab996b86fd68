// word-extractor ships no types; this declares the part of its API the upload parser uses.
declare module 'word-extractor' {
  interface ExtractedWordDocument {
    getBody(): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<ExtractedWordDocument>;
  }
}
