/**
 * The signed-out landing as static HTML, written into dist/index.html at build time (vite.config.ts,
 * `prerender`): a visitor sees the hero, the tagline and the call to action before any script runs;
 * then src/main.tsx starts the app in the same #root. Emotion writes each component's CSS as a
 * <style> element beside it, so the HTML carries its own styles. Rendered with no session (no
 * storage on the server), so the bars show Sign In.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LandingPage } from './features/trip/components/landing/landing-page';
import { createQueryClient } from './lib/query-client';
import { AppProviders } from './app/providers';
import { LayoutFrame } from './app/root-layout';

export function renderLanding(): string {
  return renderToString(
    <AppProviders queryClient={createQueryClient()} signedOut>
      <StaticRouter location="/">
        <LayoutFrame>
          <LandingPage />
        </LayoutFrame>
      </StaticRouter>
    </AppProviders>,
  );
}
