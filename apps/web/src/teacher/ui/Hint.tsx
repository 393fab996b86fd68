/**
 * A label that says how its figure is computed: the sentence shows on hover over the label or its ⓘ
 * mark, and the mark can be reached with the keyboard and is read out by screen readers.
 */
export function Hint({ label, help, className }: { label: string; help: string; className?: string }) {
  return (
    <span className={className ? `${className} tc-hinted` : 'tc-hinted'} title={help}>
      {label}
      <span className="tc-hint-mark" role="img" tabIndex={0} title={help} aria-label={help}>
        ⓘ
      </span>
    </span>
  );
}
