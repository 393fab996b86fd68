/** The Analytics tab's charts; this module (and recharts with it) loads only when the tab opens. */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AGENT_LABELS } from '@shared/constants/domain';
import { AGENT_SUCCESS_HELP, COMPLETION_HELP, ENGAGEMENT_HELP } from '@shared/display/metric-help';
import type { AgentUsageEntry, EngagementEntry } from '@shared/schemas/dashboard-library';
import type { PronunciationTrendPoint } from '@shared/schemas/pronunciation-analytics';
import { PronunciationCharts } from '../pronunciation/PronunciationCharts';
import { Empty } from '../ui/Badge';

export interface AnalyticsChartsProps {
  trends: readonly PronunciationTrendPoint[];
  engagement: readonly EngagementEntry[];
  agentUsage: readonly AgentUsageEntry[];
}

export default function AnalyticsCharts({ trends, engagement, agentUsage }: AnalyticsChartsProps) {
  const usage = agentUsage.map((entry) => ({ ...entry, agentLabel: AGENT_LABELS[entry.agentType] }));
  return (
    <>
      <section className="tc-card" aria-labelledby="tc-trend-title">
        <h2 id="tc-trend-title">Pronunciation Trends</h2>
        <PronunciationCharts type="trend" trends={trends} />
      </section>
      <section className="tc-card" aria-labelledby="tc-engagement-title">
        <h2 id="tc-engagement-title">Student Engagement Trends</h2>
        <p className="tc-muted tc-small">
          {ENGAGEMENT_HELP} {COMPLETION_HELP}
        </p>
        {engagement.length === 0 ? (
          <Empty>No engagement data yet</Empty>
        ) : (
          <ResponsiveContainer width="100%" height={280}>
            <LineChart data={[...engagement]}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" />
              <YAxis domain={[0, 100]} />
              <Tooltip />
              <Legend />
              <Line type="monotone" dataKey="averageEngagement" name="Engagement %" stroke="#2563eb" />
              <Line type="monotone" dataKey="completionRate" name="Completion %" stroke="#15803d" />
            </LineChart>
          </ResponsiveContainer>
        )}
      </section>
      <section className="tc-card" aria-labelledby="tc-usage-title">
        <h2 id="tc-usage-title">Agent Usage Distribution</h2>
        <p className="tc-muted tc-small">
          Sessions are counted on the left axis, success rate in percent on the right. {AGENT_SUCCESS_HELP}
        </p>
        {usage.length === 0 ? (
          <Empty>No agent usage yet</Empty>
        ) : (
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={usage}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="agentLabel" interval={0} />
              {/* A count and a percentage on one scale would dwarf one of them: each gets its own axis. */}
              <YAxis
                yAxisId="sessions"
                allowDecimals={false}
                label={{ value: 'Sessions', angle: -90, position: 'insideLeft' }}
              />
              <YAxis
                yAxisId="percent"
                orientation="right"
                domain={[0, 100]}
                unit="%"
                label={{ value: 'Success Rate %', angle: 90, position: 'insideRight' }}
              />
              <Tooltip />
              <Legend />
              <Bar yAxisId="sessions" dataKey="sessionCount" name="Sessions" fill="#2563eb" />
              <Bar yAxisId="percent" dataKey="successRate" name="Success Rate %" fill="#15803d" />
            </BarChart>
          </ResponsiveContainer>
        )}
      </section>
    </>
  );
}
