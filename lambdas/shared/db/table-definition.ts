/**
 * The one DynamoDB table of docs/data-model.md, declared once: the CDK
 * stack (lib/constructs/data-table.ts) and the local stack (lib/local/provision.ts) both
 * build it from here. Every key attribute is a string.
 */

export interface KeyPair {
  partitionKey: string;
  sortKey: string;
}

export interface IndexDefinition extends KeyPair {
  indexName: string;
  /** Always all attributes: admin lists and therapist lookups read whole items straight from the index. */
  projection: 'ALL';
}

export const TABLE_KEY: KeyPair = { partitionKey: 'PK', sortKey: 'SK' };

export const GSI1 = 'GSI1';
/** Sparse: only access codes (the codes of a batch) and scheduled mail (the users due in a slot) carry GSI2PK. */
export const GSI2 = 'GSI2';

export const TABLE_INDEXES: readonly IndexDefinition[] = [
  { indexName: GSI1, partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
  { indexName: GSI2, partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
];

/** Items with this attribute (epoch seconds) expire; code checks `expiresAt` too, as TTL deletion is late (and absent locally). */
export const TTL_ATTRIBUTE = 'ttl';

/** On-demand capacity: no provisioned throughput to size. */
export const BILLING_MODE = 'PAY_PER_REQUEST';
