import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { onLandingShown } from './lib/prerender-handoff';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the prerendered landing may wait for the app's own before it gives way regardless. */
const HANDOFF_TIMEOUT_MS = 5000;

// The production build prerenders the signed-out landing into #root (src/prerender.tsx).
let mount: HTMLElement = container;
const prerendered = container.querySelector<HTMLElement>('[data-prerendered]');
if (prerendered) {
  if (document.documentElement.hasAttribute('data-app-only')) prerendered.remove();
  else {
    mount = document.createElement('div');
    mount.hidden = true;
    container.appendChild(mount);
    const handOver = () => {
      prerendered.remove();
      mount.hidden = false;
    };
    onLandingShown(handOver);
    window.setTimeout(handOver, HANDOFF_TIMEOUT_MS);
  }
}

createRoot(mount).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
