import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { initConfig } from '../../frontend/src/lib/config';
import { TEST_CONFIG } from './helpers/fetch-mock';

// A loaded machine (two cores, the whole suite at once) can take seconds to render a page:
// findBy and waitFor wait that long before they fail. Absence is checked with queryBy, at once.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// jsdom 20 lacks these; the router encodes URLs with them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

beforeEach(() => {
  // Installed first: it keeps the API's origin in storage, and each test starts with storage empty.
  initConfig(TEST_CONFIG);
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  jest.useRealTimers();
});
