import { apiClient } from '../../../lib/api-client';
import type { GenerateStopsResponse, Stop, TripRequest } from '../../../lib/trip-types';

/** POST /api/generate-stops (docs/product/api.md#generate-stops); Regenerate names the trip it replaces. */
export function generateStops(request: TripRequest, regenerateOf?: string): Promise<GenerateStopsResponse> {
  return apiClient.post<GenerateStopsResponse>('/api/generate-stops', regenerateOf ? { ...request, regenerateOf } : request);
}

/** POST /api/enhance-stops: images, ratings and notes; the caller treats any failure as "keep the stops". */
export function enhanceStops(stops: Stop[], userId?: string | null): Promise<{ success: boolean; stops: Stop[] }> {
  return apiClient.post('/api/enhance-stops', { stops, userId: userId ?? undefined });
}
