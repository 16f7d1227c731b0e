import type { EncryptedField } from '../../../lambdas/contracts/encryption';
import { stackLog } from './wellness';

/** An encrypted field kept exactly as sent: every value byte for byte, and no key added or lost. */
export function expectKeptAsSent(kept: EncryptedField, sent: EncryptedField): void {
  expect(Object.keys(kept).sort()).toEqual(Object.keys(sent).sort());
  for (const k of Object.keys(sent) as (keyof EncryptedField)[]) expect(kept[k]).toStrictEqual(sent[k]);
}

/** None of the given words or ciphertexts reached the stack's log. */
export async function expectNotLogged(...secrets: string[]): Promise<void> {
  const log = await stackLog();
  for (const secret of secrets) expect(log).not.toContain(secret);
}
