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

// C0 controls but tab, newline and carriage return, and DEL. PostgreSQL cannot store NUL in text at
// all, so without this a NUL would fail as a 500.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Refuses control characters in the named top-level string fields of a body that we store, with a
 * message naming the field.
 */
export function withoutControlCharacters<S extends z.ZodObject>(schema: S, fields: string[]): S {
  return schema.superRefine((value, ctx) => {
    for (const field of fields) {
      const v = (value as Record<string, unknown>)[field];
      if (typeof v === 'string' && CONTROL.test(v)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} must not contain control characters` });
      }
    }
  }) as S;
}

/** What a "delete my data" call removed, by kind (`{trips: 3}`, `{posts: 2, comments: 5, votes: 7}`). */
export const DataErased = z.object({ deleted: z.record(z.string(), z.number().int()) }).meta({ id: 'DataErased' });
export type DataErased = z.infer<typeof DataErased>;
