/**
 * The local payments emulator as a process of its own: a Stripe-shaped API for the
 * `stripe` SDK, hosted checkout and billing-portal pages, and signed webhooks.
 *
 *   PAYMENTS_PORT (12111), PAYMENTS_HOST (127.0.0.1), DATA_DIR (.data),
 *   PAYMENTS_WEBHOOK_URL, PAYMENTS_PUBLIC_URL, STRIPE_SECRET_KEY (sk_test_solace_local),
 *   STRIPE_WEBHOOK_SECRET (whsec_solace_local), STRIPE_PREMIUM_PRICE_ID
 *   (price_solace_premium_monthly)
 */
import { readPaymentsEmulatorSettings, startPaymentsEmulator, type PaymentsEmulator } from '../lib/local/payments-emulator';

async function main(): Promise<void> {
  // A stray failure in one request's work is logged; the emulator goes on serving.
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(`[payments] unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}\n`);
  });

  let emulator: PaymentsEmulator;
  try {
    const settings = readPaymentsEmulatorSettings();
    emulator = await startPaymentsEmulator(settings);
    process.stdout.write(
      `[payments] listening on ${emulator.url}; data in ${settings.dataDir}/payments; webhooks ${settings.webhookUrl ? `to ${new URL(settings.webhookUrl).origin}` : 'recorded only (no PAYMENTS_WEBHOOK_URL)'}\n`,
    );
  } catch (error) {
    process.stderr.write(`[payments] could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void emulator.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
