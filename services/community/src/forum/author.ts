/**
 * The name shown on a post or comment, fixed when it is written: the first name (first word of the
 * token's `name` claim), else the part of the e-mail before the @ (SPEC.md §2 shows the same for the
 * nav bar).
 */
export function authorNameOf(claims: { email: string; name?: string }): string {
  const first = claims.name?.trim().split(/\s+/)[0];
  const name = first || claims.email.split('@')[0] || 'Gremlin';
  return name.slice(0, 100);
}
