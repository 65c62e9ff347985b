import { z } from 'zod';

export const AdminStats = z
  .object({
    activeUsers: z.number().int(),
    totalSessions: z.number().int(),
    peakConcurrent: z.number().int(),
    averageSessionTime: z.number(),
    newUsersToday: z.number().int(),
    tripsGenerated: z.number().int(),
  })
  .meta({ id: 'AdminStats' });
export const AdminSession = z.object({
  id: z.string(),
  email: z.string().nullable(),
  currentPage: z.string(),
  joinedAt: z.string(),
  lastActivity: z.string(),
});
/** One hour of the last 24: sessions started and trips generated in that hour (UTC, `hour` = its ISO start). */
export const AdminHistoryEntry = z.object({ hour: z.string(), sessions: z.number().int(), trips: z.number().int() });
export const StatsUpdateMessage = z.object({
  type: z.literal('stats_update'),
  stats: AdminStats,
  sessions: z.array(AdminSession),
  history: z.array(AdminHistoryEntry).optional(),
});
/** GET /api/admin/stats: the same snapshot a `stats_update` carries, without the message type. */
export const AdminStatsSnapshot = z
  .object({
    stats: AdminStats,
    sessions: z.array(AdminSession),
    history: z.array(AdminHistoryEntry),
  })
  .meta({ id: 'AdminStatsSnapshot' });
export type AdminStats = z.infer<typeof AdminStats>;
export type AdminSession = z.infer<typeof AdminSession>;
export type AdminHistoryEntry = z.infer<typeof AdminHistoryEntry>;
export type StatsUpdateMessage = z.infer<typeof StatsUpdateMessage>;
export type AdminStatsSnapshot = z.infer<typeof AdminStatsSnapshot>;

const SessionId = z.string().min(1).max(100);
const Page = z.string().max(2048);
/** Messages the browser sends on /ws/track (docs/product/api.md#page-tracking). */
export const TrackingMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_change'), sessionId: SessionId, currentPage: Page }),
  z.object({ type: z.literal('user_login'), sessionId: SessionId, email: z.string().max(254), currentPage: Page }),
]);
export type TrackingMessage = z.infer<typeof TrackingMessage>;
