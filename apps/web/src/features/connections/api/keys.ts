/**
 * Query keys: the path first (the app's default reader GETs it), then who is asking, so one
 * traveller's connections never show for the next one on a shared browser.
 */
export const CONNECTIONS_PATH = '/api/connections';
export const PROVIDERS_PATH = '/api/connections/providers';
export const INSIGHTS_PATH = '/api/user/insights';

export const connectionKeys = {
  connections: (userId: string) => [CONNECTIONS_PATH, userId] as const,
  providers: (userId: string) => [PROVIDERS_PATH, userId] as const,
  insights: (userId: string) => [INSIGHTS_PATH, userId] as const,
  /** Every user's insights: the prefix to drop after a change. */
  allInsights: () => [INSIGHTS_PATH] as const,
};
