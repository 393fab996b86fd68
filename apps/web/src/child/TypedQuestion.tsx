/** The conversation panel's text box: the child types a question and sends it with Enter or Send. */
import { useId, useState, type FormEvent } from 'react';
import { TYPED_QUESTION_LABEL } from './typed-question';

export interface TypedQuestionProps {
  /** False while the voice socket is down: the question would wait, so the box says so by being off. */
  enabled: boolean;
  onSend: (text: string) => boolean;
}

export function TypedQuestion({ enabled, onSend }: TypedQuestionProps) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (question.length === 0 || !enabled) return;
    if (onSend(question)) setText('');
  };
  return (
    <form className="lc-typed-question" onSubmit={submit}>
      <label htmlFor={id}>{TYPED_QUESTION_LABEL}</label>
      <div className="lc-typed-row">
        <input id={id} type="text" maxLength={500} autoComplete="off" value={text} disabled={!enabled} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="lc-button lc-button-small" disabled={!enabled || text.trim().length === 0}>
          Send
        </button>
      </div>
    </form>
  );
}
