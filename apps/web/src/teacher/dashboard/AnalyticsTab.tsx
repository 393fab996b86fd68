/** Analytics tab: loads the three series, then the chart module (recharts) on demand. */
import { lazy, Suspense } from 'react';
import { fetchAgentUsage, fetchEngagement, fetchTrends } from '../api/dashboard-api';
import { Loading } from '../ui/Badge';
import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

export function AnalyticsTab() {
  const trends = useQuery({
    queryKey: teacherKeys.analytics('trends'),
    queryFn: fetchTrends,
    meta: { failureLog: 'Failed to load pronunciation trends' },
  });
  const engagement = useQuery({
    queryKey: teacherKeys.analytics('engagement'),
    queryFn: fetchEngagement,
    meta: { failureLog: 'Failed to load engagement' },
  });
  const usage = useQuery({
    queryKey: teacherKeys.analytics('agent-usage'),
    queryFn: fetchAgentUsage,
    meta: { failureLog: 'Failed to load agent usage' },
  });
  const loading = trends.isPending || engagement.isPending || usage.isPending;
  if (loading) return <Loading text="Loading analytics..." />;
  return (
    <Suspense fallback={<Loading text="Loading charts..." />}>
      <AnalyticsCharts
        trends={trends.data?.trends ?? []}
        engagement={engagement.data?.engagement ?? []}
        agentUsage={usage.data?.agent_usage ?? []}
      />
    </Suspense>
  );
}
