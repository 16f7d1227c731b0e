import { TextDecoder, TextEncoder } from 'node:util';
import { initConfig } from '../../frontend/src/lib/config';
import { TEST_CONFIG } from './helpers/fetch-mock';

// jsdom 20 lacks these; the router encodes URLs with them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete document.documentElement.dataset.theme;
  initConfig(TEST_CONFIG);
});

afterEach(() => {
  jest.useRealTimers();
});
