import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type Stripe from 'stripe';
import { startPaymentsEmulator, startPaymentsEmulatorProcess } from '../../../lib/local/payments-emulator';
import { freePort, stopProcess, tailLog } from '../../../lib/local/processes';
import { PRICE, SECRET, stripeAt, useEmulator, waitFor } from './harness';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('payments emulator: persistence and its own process', () => {
  const emu = useEmulator();

  it('says which port is in use', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-port-'));
    await expect(startPaymentsEmulator({ port: emu.emulator.port, dataDir: other, log: () => undefined })).rejects.toThrow(/Port \d+ is already in use .*PAYMENTS_PORT/);
    fs.rmSync(other, { recursive: true, force: true });
  });

  it('keeps objects across a restart with the same data directory, in owner-only files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-restart-'));
    try {
      const port = await freePort();
      const options = { port, dataDir: dir, log: () => undefined };
      const sdk = stripeAt(port);
      let running = await startPaymentsEmulator(options);
      const customer = await sdk.customers.create({ email: 'kept@example.com', payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
      const sub = await sdk.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
      await running.close();

      const paymentsDir = path.join(dir, 'payments');
      expect(mode(paymentsDir)).toBe(0o700);
      const file = path.join(paymentsDir, 'customers', `${customer.id}.json`);
      expect(mode(file)).toBe(0o600);
      expect(mode(path.join(paymentsDir, 'subscriptions'))).toBe(0o700);
      expect(fs.readdirSync(path.join(paymentsDir, 'customers')).every((n) => n.endsWith('.json'))).toBe(true);

      running = await startPaymentsEmulator(options);
      try {
        expect(await sdk.customers.retrieve(customer.id)).toMatchObject({ email: 'kept@example.com' });
        expect(await sdk.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'active' });
        const later = await sdk.customers.create({});
        const list = await sdk.customers.list({ limit: 2 });
        expect(list.data.map((c) => c.id)).toEqual([later.id, customer.id]);
        expect((await sdk.events.list({ type: 'customer.subscription.created' })).data.map((e) => (e.data.object as Stripe.Subscription).id)).toEqual([sub.id]);
      } finally {
        await running.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('delivers, after a restart, the events an earlier run could not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-resume-'));
    const received: string[] = [];
    const sink = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(String(req.headers['stripe-signature']));
        res.writeHead(200).end();
      });
    });
    try {
      const sinkPort = await freePort();
      const port = await freePort();
      const sdk = stripeAt(port);
      const options = { port, dataDir: dir, webhookUrl: `http://127.0.0.1:${sinkPort}/`, webhookRetry: { attempts: 1, baseDelayMs: 1, timeoutMs: 500 }, log: () => undefined };
      // Nothing listens yet: the delivery cannot succeed; stopping keeps it pending.
      let running = await startPaymentsEmulator({ ...options, webhookRetry: { attempts: 50, baseDelayMs: 200, timeoutMs: 500 } });
      const customer = await sdk.customers.create({});
      await sdk.paymentIntents.create({ amount: 100, currency: 'usd', customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
      await running.close();
      await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', () => resolve()));
      running = await startPaymentsEmulator(options);
      try {
        await waitFor(() => received.length === 1);
      } finally {
        await running.close();
      }
    } finally {
      await new Promise<void>((resolve) => sink.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

describe('as a process of its own (bin/payments-emulator.ts)', () => {
  it('starts from environment variables, answers the SDK and outlives bad requests', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-process-'));
    const port = await freePort();
    const p = await startPaymentsEmulatorProcess({ port, dataDir: dir, logDir: path.join(dir, 'emu.logs') });
    try {
      const sdk = stripeAt(port);
      const customer = await sdk.customers.create({ email: 'process@example.com' });
      const bad = await fetch(`http://127.0.0.1:${port}/v1/customers`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'a[b][c][d][e][f][g][h]=%ZZ',
      });
      expect(bad.status).toBe(400);
      expect(await sdk.customers.retrieve(customer.id)).toMatchObject({ email: 'process@example.com' });
      expect(fs.existsSync(path.join(dir, 'payments', 'customers', `${customer.id}.json`))).toBe(true);
    } finally {
      await stopProcess(p);
    }
    const log = tailLog(p.logFile, 200);
    expect(log).toContain('listening on');
    expect(log).not.toContain(SECRET);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
});
