/**
 * The local payments emulator: a Stripe-shaped service the `stripe` SDK talks to.
 * In-process: `startPaymentsEmulator({ port, dataDir, webhookUrl })`; as a child process
 * of the local stack: `startPaymentsEmulatorProcess({ port, dataDir, logDir, webhookUrl })`.
 */
export { startPaymentsEmulator, PAYMENTS_DEFAULTS, type PaymentsEmulator, type PaymentsEmulatorOptions } from './server';
export { startPaymentsEmulatorProcess } from './process';
export { DEFAULT_PLAN, type PlanConfig } from './billing/plan';
export { readPaymentsEmulatorSettings } from './settings';
