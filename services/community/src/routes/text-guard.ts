import type { z } from 'zod';

// C0 controls but tab, newline and carriage return, and DEL. PostgreSQL cannot store NUL in text at
// all, so without this a NUL would fail as a 500.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Refuses control characters in the named string fields of a body, with a message naming the field. */
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
