/**
 * The pronunciation analytics charts (teacher-side 2.3): 'trend' (daily accuracy and interventions),
 * 'distribution' (accuracy buckets) and 'words' (the 10 lowest-accuracy words below 100 %, drawn as
 * horizontal bars so every word's label fits on its own row).
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type {
  PronunciationAssessmentItem,
  PronunciationTrendPoint,
} from '@shared/schemas/pronunciation-analytics';
import { Empty } from '../ui/Badge';
import { challengingWords, challengingWordsChartHeightPx, distributionSlices } from './chart-data';

export type PronunciationChartType = 'trend' | 'distribution' | 'words';

export interface PronunciationChartsProps {
  type: PronunciationChartType;
  trends?: readonly PronunciationTrendPoint[];
  assessments?: readonly PronunciationAssessmentItem[];
  heightPx?: number;
}

const BUCKET_COLOURS: Record<string, string> = {
  '90-100': '#15803d',
  '80-89': '#65a30d',
  '70-79': '#ca8a04',
  '60-69': '#ea580c',
  'below 60': '#dc2626',
};

export function PronunciationCharts({ type, trends = [], assessments = [], heightPx = 280 }: PronunciationChartsProps) {
  const empty = type === 'trend' ? trends.length === 0 : assessments.length === 0;
  if (empty) return <Empty>No pronunciation data available</Empty>;

  switch (type) {
    case 'trend':
      return (
        <ResponsiveContainer width="100%" height={heightPx}>
          <LineChart data={[...trends]}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" />
            <YAxis yAxisId="accuracy" domain={[0, 100]} />
            <YAxis yAxisId="interventions" orientation="right" allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line yAxisId="accuracy" type="monotone" dataKey="averageAccuracy" name="Average Accuracy %" stroke="#2563eb" />
            <Line yAxisId="interventions" type="monotone" dataKey="interventions" name="Interventions" stroke="#ea580c" />
          </LineChart>
        </ResponsiveContainer>
      );
    case 'distribution': {
      const slices = distributionSlices(assessments);
      return (
        <ResponsiveContainer width="100%" height={heightPx}>
          <PieChart>
            <Pie data={slices} dataKey="value" nameKey="name" outerRadius="75%" label>
              {slices.map((slice) => (
                <Cell key={slice.name} fill={BUCKET_COLOURS[slice.name] ?? '#6b7280'} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      );
    }
    case 'words': {
      const words = challengingWords(assessments);
      if (words.length === 0) return <Empty>Every word was read at 100 %.</Empty>;
      return (
        <ResponsiveContainer width="100%" height={challengingWordsChartHeightPx(words.length)}>
          <BarChart data={words} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" domain={[0, 100]} unit="%" />
            <YAxis type="category" dataKey="word" interval={0} width={110} tick={{ fontSize: 13 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="averageAccuracy" name="Average Accuracy %" fill="#2563eb" />
            <Bar dataKey="interventionRate" name="Intervention Rate %" fill="#ea580c" />
          </BarChart>
        </ResponsiveContainer>
      );
    }
  }
}
