/** The report's charts: the four scores (0–100), the word-accuracy pie and the error-type bars. */
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PronunciationScores, PronunciationStatistics } from '@shared/schemas/pronunciation-analytics';
import { accuracySlices, errorTypeBars } from './word-table';

const TIER_COLOURS: Record<string, string> = {
  Excellent: '#15803d',
  Good: '#65a30d',
  Fair: '#ca8a04',
  'Needs Work': '#dc2626',
};

export function ScoreBars({ scores }: { scores: PronunciationScores }) {
  const data = [
    { name: 'Accuracy', score: scores.accuracy },
    { name: 'Fluency', score: scores.fluency },
    { name: 'Completeness', score: scores.completeness },
    { name: 'Prosody', score: scores.prosody },
  ];
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis domain={[0, 100]} />
        <Tooltip />
        <Bar dataKey="score" name="Score" fill="#2563eb" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function WordAccuracyPie({ statistics }: { statistics: PronunciationStatistics }) {
  const slices = accuracySlices(statistics.accuracy_distribution);
  return (
    <div>
      <p className="tc-muted">
        {statistics.word_count} words · average accuracy {Math.round(statistics.avg_word_accuracy)}%
      </p>
      <ResponsiveContainer width="100%" height={240}>
        <PieChart>
          <Pie data={slices} dataKey="value" nameKey="name" outerRadius="75%" label>
            {slices.map((slice) => (
              <Cell key={slice.name} fill={TIER_COLOURS[slice.name] ?? '#6b7280'} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

export function ErrorTypeBars({ statistics }: { statistics: PronunciationStatistics }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={errorTypeBars(statistics.error_distribution)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="count" name="Words" fill="#7c3aed" />
      </BarChart>
    </ResponsiveContainer>
  );
}
