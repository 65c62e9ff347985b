import { hashString } from '@roadgremlin/contracts';

/** A short hex digest for ids in URLs (not for security). */
export function shortHash(s: string): string {
  return hashString(s).toString(16).padStart(8, '0') + hashString(`~${s}`).toString(16).padStart(8, '0');
}
