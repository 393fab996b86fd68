/** The age-tuned help under an error: a headline and a short numbered list of things to try. */
import type { TroubleHelp } from './trouble-help';

export function HelpSteps({ help }: { help: TroubleHelp }) {
  return (
    <div className="lc-help" aria-label="How to fix it">
      <p className="lc-help-message">{help.message}</p>
      {help.steps.length > 0 ? (
        <ol className="lc-help-steps">
          {help.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
