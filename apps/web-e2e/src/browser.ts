import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium with the flags this closed network needs. CHROMIUM_PATH overrides the binary. */
export function chromiumLaunchOptions(): LaunchOptions {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean) as string[];
  const executablePath = candidates.find((p) => fs.existsSync(p));
  if (!executablePath) {
    throw new Error('No Chromium found. Install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH.');
  }
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      // WebGL through SwiftShader (CPU), so MapLibre maps really render instead of the no-WebGL fallback.
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
