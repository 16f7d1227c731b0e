/**
 * Single-table keys, built only here. The README's entity and access-pattern table
 * mirrors these functions.
 */
export interface Key {
  PK: string;
  SK: string;
}

export const keys = {
  user: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** Admin list of users, newest last. */
  userListGsi: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),
  userPartition: (userId: string) => `USER#${userId}`,
  /** One item per address: makes an email unique and maps it to its account. */
  email: (email: string): Key => ({ PK: `EMAIL#${email}`, SK: 'EMAIL' }),
  /** One-time link tokens and refresh-token records, stored by the SHA-256 of the secret. */
  token: (tokenHash: string): Key => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  rateWindow: (kind: string, subject: string, windowStart: number): Key => ({
    PK: `RATE#${kind}#${subject}`,
    SK: String(windowStart),
  }),
};
