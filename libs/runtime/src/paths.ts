import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (libs/runtime/src → ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
