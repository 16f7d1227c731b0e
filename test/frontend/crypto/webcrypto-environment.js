/**
 * jsdom (the frontend project's environment) plus what the crypto tests need from Node and
 * jsdom 20 lacks: WebCrypto and structuredClone (fake-indexeddb clones CryptoKeys with it, as
 * a browser's IndexedDB does). Chosen per file with a `@jest-environment` docblock.
 */
const { webcrypto } = require('node:crypto');
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class WebCryptoEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.defineProperty(this.global, 'crypto', { value: webcrypto, configurable: true, writable: true });
    this.global.structuredClone = structuredClone;
  }
}

module.exports = WebCryptoEnvironment;
