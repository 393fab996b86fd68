/**
 * The word table: filter, sort, syllable chips, and the teacher's correction of each word's verdict
 * (saved with `PUT …/pronunciation/words/{word_id}`; the report then reloads with the new agreement).
 */
import { useState } from 'react';
import { WORD_TABLE_MAX_HEIGHT_REM } from '@shared/constants/dashboard';
import { accuracyColourBand } from '@shared/display/pronunciation';
import { errorText } from '../../api/http';
import { overrideWordVerdict } from '../api/dashboard-api';
import type { ReportWord } from '@shared/schemas/pronunciation-report';
import { ALL_WORDS, ERRORS_ONLY, filterWords, presentErrorTypes, sortWords, verdictOptions, wordVerdict, type WordSort } from './word-table';

export interface WordTableProps {
  sessionId: string;
  words: readonly ReportWord[];
  onVerdictSaved: () => void;
}

export function WordTable({ sessionId, words, onVerdictSaved }: WordTableProps) {
  const [filter, setFilter] = useState(ALL_WORDS);
  const [sort, setSort] = useState<WordSort>('accuracy');
  const [message, setMessage] = useState<string | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const shown = sortWords(filterWords(words, filter), sort);
  const options = verdictOptions(words);

  async function correct(word: ReportWord, errorType: string) {
    if (!word.id) return;
    setSavingId(word.id);
    setMessage(null);
    try {
      await overrideWordVerdict(sessionId, word.id, errorType);
      setMessage(`Saved: "${word.word}" marked ${errorType}.`);
      onVerdictSaved();
    } catch (error) {
      setMessage(`Could not save the correction: ${errorText(error)}`);
    } finally {
      setSavingId(null);
    }
  }

  return (
    <section className="tc-card" aria-labelledby="tc-words-title">
      <div className="tc-toolbar">
        <h3 id="tc-words-title">Word Details</h3>
        <select aria-label="Filter words" value={filter} onChange={(event) => setFilter(event.target.value)}>
          <option value={ALL_WORDS}>All Words</option>
          <option value={ERRORS_ONLY}>Errors Only</option>
          {presentErrorTypes(words).map((type) => (
            <option key={type} value={type}>{type}</option>
          ))}
        </select>
        <select aria-label="Sort words" value={sort} onChange={(event) => setSort(event.target.value as WordSort)}>
          <option value="accuracy">Sort by accuracy (lowest first)</option>
          <option value="alphabetical">Sort alphabetically</option>
        </select>
      </div>
      {message ? <p role="status" className="tc-small">{message}</p> : null}
      <div className="tc-table-scroll" style={{ maxHeight: `${WORD_TABLE_MAX_HEIGHT_REM}rem` }} tabIndex={0} aria-label="Word table">
        <table className="tc-table">
          <thead>
            <tr>
              <th scope="col">Word</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Error Type</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((word, index) => (
              <tr key={word.id ?? `${word.word}-${index}`}>
                <th scope="row">
                  {word.word}
                  {word.heard_word && word.error_type !== 'Insertion' ? (
                    <span className="tc-muted tc-small"> (said “{word.heard_word}”)</span>
                  ) : null}
                </th>
                <td className={`tc-band-${accuracyColourBand(word.accuracy_score)}`}>{Math.round(word.accuracy_score)}%</td>
                <td>
                  <select
                    aria-label={`Verdict for ${word.word}`}
                    value={wordVerdict(word)}
                    disabled={!word.id || savingId === word.id}
                    title={word.id ? undefined : 'This word cannot be corrected (no word id from the server)'}
                    onChange={(event) => void correct(word, event.target.value)}
                  >
                    {options.map((type) => (
                      <option key={type} value={type}>{type}</option>
                    ))}
                  </select>
                  {word.teacher_error_type && word.teacher_error_type !== (word.machine_error_type ?? word.error_type) ? (
                    <span className="tc-muted tc-small"> (machine: {word.machine_error_type ?? word.error_type})</span>
                  ) : null}
                </td>
                <td>
                  {word.syllables.map((syllable, position) => (
                    <span key={`${syllable.syllable}-${position}`} className={`tc-chip tc-band-${accuracyColourBand(syllable.accuracy_score)}`}>
                      {syllable.syllable} {Math.round(syllable.accuracy_score)}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
