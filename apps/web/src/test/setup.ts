import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSessionDrafts } from '../lib/session-draft';

// jsdom lacks a few browser APIs that Chakra (Ark/Zag) relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo ??= vi.fn() as unknown as typeof Element.prototype.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearSessionDrafts();
  sessionStorage.clear();
});

// Toasts replace each other with a short exit animation, and a file's first render (Chakra, the
// router, cold modules) can take seconds on a loaded 2-core CI machine: wait up to 10 s. Only a
// failing lookup waits that long.
configure({ asyncUtilTimeout: 10_000 });
