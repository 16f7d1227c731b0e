import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, CfnTable, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** The global secondary indexes (docs/data-model.md). */
export const GSI1 = 'GSI1';
/** Sparse: only access codes carry GSI2PK (the codes of a batch). */
export const GSI2 = 'GSI2';

/** userItem: GetItem on the table only, authentication's one read of the caller's record. */
export type TableAccess = 'userItem' | 'read' | 'readWrite';

/** The one DynamoDB table of docs/data-model.md: PK/SK, indexes GSI1 and GSI2, TTL attribute `ttl`. */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'PK', type: AttributeType.STRING },
      sortKey: { name: 'SK', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: 'ttl',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      // People's journals and moods live here: deleting the stack must never take them along.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: GSI1,
      partitionKey: { name: 'GSI1PK', type: AttributeType.STRING },
      sortKey: { name: 'GSI1SK', type: AttributeType.STRING },
      // Admin lists and therapist lookups read whole items straight from the index.
      projectionType: ProjectionType.ALL,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: GSI2,
      partitionKey: { name: 'GSI2PK', type: AttributeType.STRING },
      sortKey: { name: 'GSI2SK', type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
}

/**
 * Gives a function the table in one call: sets TABLE_NAME and grants item access on the
 * table and its indexes (never table management).
 */
export function bindTable(fn: LambdaFunction, table: Table, access: TableAccess): void {
  fn.addEnvironment('TABLE_NAME', table.tableName);
  if (access === 'userItem') {
    // No Query and no index: nothing beyond the session check of lambdas/shared/auth.ts.
    fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [table.tableArn] }));
    return;
  }
  if (access === 'readWrite') table.grantReadWriteData(fn);
  else table.grantReadData(fn);
  if (fn.role) {
    Validations.of(fn.role).acknowledge({
      id: indexWildcardFinding(table),
      reason: 'Queries on this table\'s own indexes (GSI1, GSI2): "index/*" under the one table ARN, no other table.',
    });
  }
}

/**
 * The cdk-nag finding for a data grant on this table: `grant*Data` also covers
 * `<table ARN>/index/*`, which AwsSolutions-IAM5 reports as a wildcard.
 */
function indexWildcardFinding(table: Table): string {
  const cfnTable = table.node.defaultChild as CfnTable;
  const logicalId = Stack.of(table).resolve(cfnTable.logicalId) as string;
  return `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`;
}
