import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from './matchMedia';

// Screens load lazily (the data grid, the charts): on a busy 2-core CI machine the first render of
// a lazy chunk can take seconds, so findBy* and waitFor wait up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out: a ResizeObserver that never reports (every browser the app supports
// has one), so a table measures no width and shows all its columns.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  stubMatchMedia();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
