/** Jest projects, one per kind of test. The browser journeys run under Playwright (test/e2e). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages published only as ES modules, compiled to CommonJS for Jest.
const esmPackages = ['@middy'].join('|');

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: { '^@contracts/(.*)$': '<rootDir>/lambdas/contracts/$1' },
  setupFiles: ['<rootDir>/test/support/jest-env.ts'],
};

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
      setupFiles: ['<rootDir>/test/support/jest-env.ts', '<rootDir>/test/integration/setup-env.ts'],
    },
    { ...base, displayName: 'infra', testEnvironment: 'node', testMatch: ['<rootDir>/test/infra/**/*.test.ts'] },
    {
      ...base,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/frontend/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/frontend/setup.ts'],
      moduleNameMapper: {
        ...base.moduleNameMapper,
        '\\.(css)$': '<rootDir>/test/frontend/style-stub.js',
      },
    },
  ],
};
