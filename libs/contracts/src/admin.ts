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
export const StatsUpdateMessage = z.object({
  type: z.literal('stats_update'),
  stats: AdminStats,
  sessions: z.array(AdminSession),
  history: z
    .array(z.object({ hour: z.string(), sessions: z.number().int(), trips: z.number().int() }))
    .optional(),
});

const SessionId = z.string().min(1).max(100);
const Page = z.string().max(2048);
/** Messages the browser sends on /ws/track (SPEC.md §3 Page-tracking session). */
export const TrackingMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_change'), sessionId: SessionId, currentPage: Page }),
  z.object({ type: z.literal('user_login'), sessionId: SessionId, email: z.string().max(254), currentPage: Page }),
]);
export type TrackingMessage = z.infer<typeof TrackingMessage>;
