/** Oral reading fluency: words correct per minute, accuracy, and the Hasbrouck & Tindal standing. */
import type { Fluency } from '@shared/schemas/session-fluency';

const BAND_LABELS: Record<string, string> = {
  below_10: 'below the 10th percentile',
  '10_to_24': '10th–24th percentile',
  '25_to_49': '25th–49th percentile',
  '50_to_74': '50th–74th percentile',
  '75_to_89': '75th–89th percentile',
  '90_and_above': '90th percentile or above',
};

/** The server's band code as words; an unknown code is shown with spaces for underscores. */
export function percentileBandLabel(band: string | null): string {
  if (band === null) return '—';
  return BAND_LABELS[band] ?? band.replaceAll('_', ' ');
}

export function FluencyBlock({ fluency }: { fluency: Fluency }) {
  const standing =
    fluency.grade !== null && fluency.norm_50th !== null
      ? `Grade ${fluency.grade}${fluency.season ? ` (${fluency.season})` : ''}: 50th percentile is ${fluency.norm_50th} WCPM`
      : 'No grade norm applies to this reader';
  return (
    <section className="tc-card" aria-labelledby="tc-fluency-title">
      <h3 id="tc-fluency-title">Reading Fluency</h3>
      <dl className="tc-facts tc-facts-inline">
        <dt>WCPM</dt>
        <dd>{Math.round(fluency.wcpm)}</dd>
        <dt>Accuracy rate</dt>
        <dd>{Math.round(fluency.accuracy_rate)}%</dd>
        <dt>Hasbrouck &amp; Tindal standing</dt>
        <dd>{percentileBandLabel(fluency.percentile_band)}</dd>
      </dl>
      <p className="tc-muted tc-small">{standing}</p>
    </section>
  );
}
