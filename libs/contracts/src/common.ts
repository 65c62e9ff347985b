import { z } from 'zod';

/** Trims and refuses strings that are blank after trimming, with a readable message. */
export const nonBlank = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const Email = z
  .string({ error: 'Email must be text' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Email must be a valid e-mail address' }));

export const Uuid = z.uuid({ error: 'Must be a valid id' });
export const IsoDateTime = z.string().meta({ format: 'date-time' });

export const Ok = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export const Success = z.object({ success: z.boolean() });

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  service: z.string(),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() })).optional(),
});
