/**
 * Whether the server turned the child screen's debug tools on (LC_DEBUG_TOOLS): the API test button and
 * panel are for whoever sets the app up, not for children. Off until the server says otherwise, and
 * off when it cannot be asked.
 */
import { useQuery } from '@tanstack/react-query';
import { ClientSettingsResponseSchema } from '@shared';
import { apiPath, requestJson } from '../api/http';

export function useDebugTools(): boolean {
  const settings = useQuery({
    queryKey: ['child', 'client-settings'],
    queryFn: () => requestJson(apiPath('client/settings'), { schema: ClientSettingsResponseSchema }),
    // A setting of the server's: it changes only with a restart.
    staleTime: Infinity,
    meta: { failureLog: 'Failed to load the client settings' },
  });
  return settings.data?.debug_tools ?? false;
}
