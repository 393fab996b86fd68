/**
 * A label that says how its figure is computed: the sentence shows on hover over the label or its
 * mark (an "i" circled in CSS, so no special glyph is needed), which the keyboard reaches and screen
 * readers read out.
 */
export function Hint({ label, help, className }: { label: string; help: string; className?: string }) {
  return (
    <span className={className ? `${className} tc-hinted` : 'tc-hinted'} title={help}>
      {label}
      <span className="tc-hint-mark" role="img" tabIndex={0} title={help} aria-label={help}>
        i
      </span>
    </span>
  );
}
