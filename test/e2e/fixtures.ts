import { DynamoDBClient, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { apiCaller, linkToken, waitForEmail } from '../support/api-client';

export interface Stack {
  appUrl: string;
  apiUrl: string;
  emailUrl: string;
  dynamodbEndpoint: string;
  tableName: string;
  region: string;
  /** The local payments emulator: Stripe's API and its hosted checkout and portal pages. */
  paymentsUrl: string;
  /** The stack's settings (ports, data directory), for local commands run against it. */
  env: Record<string, string>;
}

/** The running stack of global-setup.ts; every test gets a fresh browser context. */
export const test = base.extend<{ stack: Stack }>({
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => {
    const { E2E_APP_URL, E2E_API_URL, E2E_EMAIL_URL, E2E_DYNAMODB_ENDPOINT, E2E_TABLE_NAME, E2E_REGION, E2E_PAYMENTS_URL, E2E_STACK_ENV } = process.env;
    if (!E2E_APP_URL || !E2E_API_URL || !E2E_EMAIL_URL || !E2E_DYNAMODB_ENDPOINT || !E2E_TABLE_NAME || !E2E_REGION || !E2E_PAYMENTS_URL || !E2E_STACK_ENV) {
      throw new Error('Run through test/e2e/playwright.config.ts');
    }
    await use({
      appUrl: E2E_APP_URL,
      apiUrl: E2E_API_URL,
      emailUrl: E2E_EMAIL_URL,
      dynamodbEndpoint: E2E_DYNAMODB_ENDPOINT,
      tableName: E2E_TABLE_NAME,
      region: E2E_REGION,
      paymentsUrl: E2E_PAYMENTS_URL,
      env: JSON.parse(E2E_STACK_ENV) as Record<string, string>,
    });
  },
});

export { expect };

/** The link of the newest matching email, as a person would click it. */
export async function emailedLink(stack: Stack, to: string, subject: RegExp, page: 'verify-email' | 'reset-password', nth = 1) {
  const email = await waitForEmail(stack.emailUrl, to, subject, nth);
  const match = new RegExp(`https?://[^\\s"]+/${page}\\?token=[A-Za-z0-9_-]+`).exec(email.body.text ?? '');
  if (!match) throw new Error(`No ${page} link in the email to ${to}`);
  // The token part is checked the same way the API tests read it.
  linkToken(email, page);
  return match[0];
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // A colour caught halfway through a 0.15 s hover or fade is no colour anyone reads: let finite transitions finish first.
  // Read with an expression from outside the page, which the app's Content-Security-Policy allows (no eval inside it).
  const settled = "document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)";
  await expect.poll(() => page.evaluate(settled)).toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A toast in the top-right notification area with this text. */
export function toast(page: Page, text: string) {
  return page.getByRole('status', { name: 'Notifications' }).filter({ hasText: text });
}

/** Creates an account through the sign-up screen and confirms the recovery key dialog; returns the key. */
export async function signUpThroughUi(page: Page, stack: Stack, account: { email: string; password: string; firstName: string; lastName: string }) {
  await page.goto(stack.appUrl);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Encryption is set up at sign-up; its recovery key is shown once and must be saved.
  const dialog = page.getByRole('dialog', { name: 'Save your recovery key' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const recoveryKey = (await dialog.getByTestId('recovery-key').textContent())?.trim() ?? '';
  await dialog.getByRole('checkbox', { name: 'I have saved my recovery key' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
  return recoveryKey;
}

/** The signed-in user's token as the app keeps it after sign-up (local storage). */
export async function storedToken(page: Page): Promise<string> {
  const state = await page.context().storageState();
  const token = state.origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === 'solace_token')?.value;
  expect(token).toBeTruthy();
  return token!;
}

/** The signed-in user's id, as the API reads it from that token. */
export async function signedInUserId(stack: Stack, page: Page): Promise<string> {
  const me = await apiCaller(stack.apiUrl)<{ id: string }>('GET', '/auth/me', { token: await storedToken(page) });
  expect(me.status).toBe(200);
  return me.body.id;
}

/** A client of the stack's DynamoDB Local, for journeys that check what is stored. */
export function dynamoClient(stack: Stack): DynamoDBClient {
  return new DynamoDBClient({
    region: stack.region,
    endpoint: stack.dynamodbEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** A user's items whose sort key starts with `skPrefix` (e.g. `JOURNAL#`), as raw attribute values. */
export async function userItems(stack: Stack, userId: string, skPrefix: string): Promise<Record<string, AttributeValue>[]> {
  const out = await dynamoClient(stack).send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': { S: `USER#${userId}` }, ':sk': { S: skPrefix } },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}
