/** Analytics tab: loads the three series, then the chart module (recharts) on demand. */
import { lazy, Suspense } from 'react';
import { fetchAgentUsage, fetchEngagement, fetchTrends } from '../api/dashboard-api';
import { Loading } from '../ui/Badge';
import { dataOr, useLoad } from '../ui/useLoad';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

export function AnalyticsTab() {
  const trends = useLoad(fetchTrends, 'Failed to load pronunciation trends');
  const engagement = useLoad(fetchEngagement, 'Failed to load engagement');
  const usage = useLoad(fetchAgentUsage, 'Failed to load agent usage');
  const loading = [trends, engagement, usage].some((load) => load.state.status === 'loading');
  if (loading) return <Loading text="Loading analytics..." />;
  return (
    <Suspense fallback={<Loading text="Loading charts..." />}>
      <AnalyticsCharts
        trends={dataOr(trends.state, { trends: [] }).trends}
        engagement={dataOr(engagement.state, { engagement: [] }).engagement}
        agentUsage={dataOr(usage.state, { agent_usage: [] }).agent_usage}
      />
    </Suspense>
  );
}
