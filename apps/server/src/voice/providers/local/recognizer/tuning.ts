/**
 * The recogniser's tuned constants, with their units. Each was set on the reading-accuracy bench; the
 * measurements and history are in docs/reading-accuracy-notes.md ("Recogniser"). Priors are weights on
 * grammar arcs against the story word's 1; ratios are shares of another quantity.
 */

// Reading grammar (reading-grammar.ts), each deviation against the story word's 1.
/** A sound-alike read instead of the word: rare enough that the story word wins when it was said. */
export const READING_SUBSTITUTION_PRIOR = 0.001;
/** Leaving a word out (compounded per word skipped). */
export const READING_SKIP_PRIOR = 0.001;
/** An extra common word, repeat or hesitation before a word. */
export const READING_INSERTION_PRIOR = 0.001;
/** Entering the phone loop for a word nobody expected (0 would leave the loop out). */
export const READING_UNKNOWN_WORD_PRIOR = 0.0005;
/** Each further phone of such a word: at 0.1 two-syllable extra words were forced onto cheap words. */
export const READING_UNKNOWN_PHONE_PRIOR = 0.2;
/** The request branch against the reading branch: a question mid-reading is still understood. */
export const READING_INTENT_PRIOR = 0.05;
/** Per word started past the expected place when a grammar arrives mid-turn (the reader moved on). */
export const READING_LAG_PRIOR = 0.1;

// Speech level (speech-level.ts).
/** A frame is speech above this share of the loud frames' level: quiet and loud microphones alike. */
export const SPEECH_LEVEL_RATIO = 0.2;
/** ...and above this level (int16 RMS) whatever the turn: silence is never speech. */
export const SPEECH_FLOOR_RMS = 250;
/** A quiet word ending (final "s", "f") carries about a twentieth of the loud frames' level. */
export const WORD_ENDING_LEVEL_RATIO = 0.05;
/** The frame whose level stands for "loud": the 90th percentile, so a few bangs do not set it. */
export const LOUD_FRAME_QUANTILE_RATIO = 0.9;
/** The frame whose level stands for the room between words: the 20th percentile (a reader pauses). */
export const NOISE_FRAME_QUANTILE_RATIO = 0.2;
/** Speech stands this far above the room's noise (1.5: 3.5 dB); noise that reaches the speech level makes a turn noisy. */
export const NOISE_SPEECH_MARGIN = 1.5;

// The turn's audio (turn-audio.ts, second-looks.ts).
/** Audio kept for the second looks: a fluent reader's turn runs for minutes (4 s of silence ends it). */
export const TURN_AUDIO_KEPT_MS = 5 * 60 * 1000;
/** How far the turn's last word may run on past where the decoder ended it (it ends drawn-out words early). */
export const LAST_WORD_MAX_EXTENSION_MS = 400;
/** Speech with no word on it for this long means the decoder had lost the reader: about four words read. */
export const UNHEARD_SPEECH_MIN_MS = 1500;

// Stall recovery (stall-recovery.ts).
/** Audio past the last word heard before a stall is considered (a partial trails by a word or so). */
export const STALL_AUDIO_MS = 1000;
/** Speech in that stretch that must go unheard: pauses between sentences are not stalls. */
export const STALL_MIN_UNHEARD_SPEECH_MS = 400;
/** Audio past the last word named, however many unnamed words were heard in it, that is a stall too. */
export const LOST_AUDIO_MS = 3000;
/** Speech in that stretch: more than any extra word or long name takes. */
export const LOST_MIN_UNNAMED_SPEECH_MS = 1500;
/** Decoded story words (from the end) matched against the span to find the reader's place. */
export const STALL_CONTEXT_WORDS = 4;
/** Words heard last that are not in the span, passed over to place the reader by the one before them. */
export const STALL_MAX_PASSED_OVER_WORDS = 2;
/** Per word past the reader's place on a restart: a stalled decoder may have heard a word or two behind. */
export const RESTART_LAG_PRIOR = 0.1;
/** Each unnamed-word phone after a restart, against its grammar weight: the loop had out-bid the story words. */
export const RESTART_UNKNOWN_PHONE_RATIO = 0.5;

// Re-finding a reader the decoder lost (stall-recovery.ts, refind-grammar.ts).
/** Audio past the last story word heard after which the reader is looked for in the window, restart or not. */
export const REFIND_AFTER_MS = 4000;
/** Speech in that stretch: a pause between sentences is no loss. */
export const REFIND_MIN_SPEECH_MS = 2000;
/** Each unnamed-word phone in the window grammar, against the reading grammar's weight: the loop had out-bid the story words. */
export const REFIND_UNKNOWN_PHONE_RATIO = 0.25;
/** Audio between two looks for the same lost reader: each look decodes the speech again. */
export const REFIND_RETRY_MS = 3000;
/** The speech looked through at most (the latest of it): the reader is where they read last. */
export const REFIND_MAX_AUDIO_MS = 10000;
/** Story words in a row, in story order, that find the reader... */
export const REFIND_RUN_WORDS = 5;
/** ...of which content words: function words fit almost any speech, and four words with two content words were forced out of another story's sentence. */
export const REFIND_RUN_CONTENT_WORDS = 3;
/** Words a run may pass over between two of its words (a word the decoder missed). */
export const REFIND_MAX_SKIPPED_WORDS = 1;

// Word verification (word-verification.ts).
/** Content words a run next to an unknown word needs before its words are believed. */
export const VERIFY_MIN_CONTENT_WORDS_BESIDE_UNKNOWN = 2;
/** A final turn of only function words is believed up to this many words ("on it", "and the"). */
export const VERIFY_MAX_FUNCTION_ONLY_WORDS = 2;
/** Shorter unknown words at a turn's start are breaths or clicks, not the edge of a run. */
export const VERIFY_MIN_UNKNOWN_WORD_MS = 150;
/** Content words that make a run an anchor: the run after it, one unknown word on, is believed. */
export const VERIFY_ANCHOR_CONTENT_WORDS = 3;
/** Unknown words a believed neighbour may be away for the gap to be a miscue, not another text. */
export const VERIFY_MAX_UNKNOWN_GAP_WORDS = 2;
/** Story words in a row, as the story has them, that make a run believable beside unknown words. */
export const VERIFY_STORY_STRETCH_WORDS = 3;

// Second look at doubtful gaps (gap-check.ts), against the expected words' 1.
/** Something unknown instead of, or beside, the expected words: 1:100, ten times the reading pass. */
export const GAP_UNKNOWN_WORD_PRIOR = 0.01;
/** Each further phone of that unknown word. */
export const GAP_UNKNOWN_PHONE_PRIOR = 0.3;
/** An expected word left out. */
export const GAP_SKIP_PRIOR = 0.01;
/** Gaps longer than this are not one misread word. */
export const GAP_MAX_MS = 2500;
/** One doubtful gap with a story word either side, and two more words where gaps share them. */
export const GAP_MAX_EXPECTED_WORDS = 5;
/** An unknown word the second look finds must be this long to replace the reading pass's words. */
export const GAP_MIN_FOUND_UNKNOWN_MS = 250;

// Second listen to briefly heard words (word-presence.ts).
/** Story content words heard for less than this are listened to again (read ones ran 200 ms or more 95 times in 100). */
export const PRESENCE_MAX_DOUBTFUL_WORD_MS = 200;

// Second listen for one-sound swaps (word-check.ts).
/** Each word one consonant away, against the story word's 1: still favours the story word. */
export const WORD_CHECK_SOUND_ALIKE_PRIOR = 0.002;
/** Words shorter than this many phones are not checked: one changed sound in two is a different word. */
export const WORD_CHECK_MIN_PHONES = 3;
/** Words heard for less than this are not checked (too little audio to judge a sound). */
export const WORD_CHECK_MIN_MS = 150;

// The question pass (question-grammar.ts, second-looks.ts): a turn that was not reading, heard again.
/**
 * Confidence is a logistic of the question path's score minus the phone loop's, per frame of speech (the
 * decoder's log units, every arc of both grammars weighing 1), after QUESTION_AIR_ALLOWANCE per frame of
 * the air decoded around the words: at the centre it is 0.5, and CONFIDENT_HEARING (0.6) falls at a
 * margin of −0.25. Chosen on the tuning story's lines and lines written for bench/tools/hearing-confidence-probe.ts
 * (four Flite voices and eSpeak NG): with the allowance at 6, 61 of 88 lines heard right pass against 51
 * without it, for the same 13 of 101 heard wrong (mostly near misses: "ship" for "shed").
 */
export const QUESTION_CONFIDENCE_CENTER = -0.65;
export const QUESTION_CONFIDENCE_SCALE = 1;
/** Per 10 ms frame of air around the words (the margins and pauses): what the phone loop gains there by fitting silence with sounds. */
export const QUESTION_AIR_ALLOWANCE = 6;
/**
 * A question pass heard this sure drops the reading pass's few words: "who is biscuit" (0.46) had been
 * forced onto "they had a biscuit", moved the highlight, and the turn was taken for reading and never
 * answered or checked. Below it a short sentence read stays reading.
 */
export const QUESTION_OVER_READING = 0.3;
/**
 * A turn is reading, and skips the question pass, when at least this many story words were heard on the
 * reading branch and they are at least READING_TURN_SHARE of all it heard: a question's words are
 * rarely the story's, in the story's order.
 */
export const READING_TURN_MIN_WORDS = 4;
/**
 * A reading-mode turn with more speech than this is not heard as a question: no question a child asks
 * takes so long, and hearing a lost reader's minute of reading against the question grammar (its parts
 * and the phone loop, four decodes of all of it) held their worker for 19 s while its other readers
 * waited.
 */
export const QUESTION_PASS_MAX_SPEECH_MS = 15_000;
/** Silence kept either side of a turn's speech for the question pass (its quiet first and last sounds). */
export const QUESTION_AUDIO_MARGIN_MS = 300;
/**
 * A turn that is not reading has its ending worked out this long into a pause (decoder-stream.ts
 * previewEnding): well before the turn ends when the server's VAD ends it (the child app waits 1,000–2,000
 * ms of silence), and often before a child lets go of the talk button.
 */
export const ENDING_PREVIEW_AFTER_QUIET_MS = 250;
/** Only short turns are previewed: a question takes a few seconds, and a reader the pass lost pays for one preview a turn at most. */
export const ENDING_PREVIEW_MAX_TURN_MS = 6_000;
/** How far the speech's edges may move between the preview and the turn's end and still be the same speech. */
export const ENDING_PREVIEW_SAME_SPEECH_MS = 60;
export const READING_TURN_SHARE = 0.75;
/** A reading turn of at most this many story words is heard as a question too (taken as one only when sure). */
export const SHORT_READING_TURN_MAX_WORDS = 6;
/**
 * A turn is reading too when the reading pass heard this many story words in the story's order (one
 * skipped at a time), whatever else it heard: a question quoting the story holds four or five ("what
 * does the wind is too still mean"); a reader the pass lost halfway had six or more before.
 */
export const READING_TURN_RUN_WORDS = 6;
/**
 * The question pass's words must explain the turn's speech: with more speech than this before its first
 * word or after its last, the grammar said nothing of the rest (its path died there, and a path that
 * ended early scores better than the phone loop over all of it), so the hearing is not sure.
 */
export const QUESTION_MAX_UNEXPLAINED_MS = 1000;
/** The most phones a question pattern's "any word" (a street's name) takes: "oak" is 2 phones, "maple" 5, "buttercup" 7. */
export const ANY_WORD_MAX_PHONES = 8;

// Per-reader frequency warp (reader-warp.ts, soundswallower-engine.ts). A warp is the factor the filter
// bank is stretched by: 1 is the model's own, 1.26 meets a voice whose formants sit four semitones higher.
/** The first search scores these, then one step either side of the best. */
export const WARP_COARSE_FACTORS = [1, 1.2, 1.4];
export const WARP_STEP = 0.1;
/** The range searched: a little below an adult male's (1) up to a young child's. */
export const WARP_MIN_FACTOR = 0.9;
export const WARP_MAX_FACTOR = 1.5;
/** Reading audio gathered for a search (a short turn's whole audio will do). */
export const WARP_SAMPLE_MS = 5000;
/** The spectrum's warp from which a reader's first sample is checked by decoding (the model follows adult women, about 1.2, unwarped). */
export const WARP_SPECTRUM_CHECK_FROM = 1.3;
/** Sample audio fed to a warp's scoring decode per ms of audio written: a 5 s sample's decode spread over 0.6 s. */
export const WARP_SCORE_SAMPLE_PER_MS = 8;
/** The most sample audio one write feeds (a loaded machine writes seconds at once; a blocked search catches up slowly). */
export const WARP_SCORE_SLICE_MAX_MS = 2000;
/** Speech a sample must hold: less and the scores say more about the words than the voice. */
export const WARP_MIN_SAMPLE_SPEECH_MS = 2000;
/** Silence kept either side of a sample's speech. */
export const WARP_SAMPLE_MARGIN_MS = 200;
/** Reading audio after which the warp is checked again against its neighbours (three decodes of a sample: 5 % more decoding). */
export const WARP_RECHECK_AFTER_MS = 300_000;
/** Story words a sample is scored against (the spans it was read under, from their start). */
export const WARP_GRAMMAR_MAX_WORDS = 40;
/** Score per 10 ms frame (decoder log units) another warp must gain over the one in use to replace it, among warps that heard alike. */
export const WARP_MIN_GAIN = 0.5;
/** Story words (in order) two warps' decodes of a sample may differ by and be compared by score instead. */
export const WARP_WORDS_ALIKE = 2;
/** Story words the decode under a new warp must hear in a sample for the warp to be taken at all. */
export const WARP_MIN_WORDS_HEARD = 3;

// Decoder settings (soundswallower-engine.ts), on top of soundswallower's defaults for its en-us model.
/** Passed to every new decoder. Empty: narrower beams cost held-out accuracy (docs/reading-accuracy-notes.md, "Decoder settings and cost"). */
export const DECODER_SETTINGS: Readonly<Record<string, number | string | boolean>> = {};

// Silence inside a turn (silence-hold.ts).
/**
 * Silence decoded after the last speech before the rest is held back (written only if speech comes
 * back): ample for the decoder to end the last word, while reading mode's 4 s wait before it ends a turn
 * is not decoded at all (silence cost as much to decode as speech).
 */
export const DECODE_SILENCE_MS = 1000;
