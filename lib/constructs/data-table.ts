import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, CfnTable, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { BILLING_MODE, TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../../lambdas/shared/db/table-definition';
import { addFunctionEnvironment } from './function-environment';

/** The global secondary indexes (docs/data-model.md). */
export { GSI1, GSI2 } from '../../lambdas/shared/db/table-definition';

/** userItem: GetItem on the table only, authentication's one read of the caller's record. */
export type TableAccess = 'userItem' | 'read' | 'readWrite';

/** The one DynamoDB table of docs/data-model.md, as lambdas/shared/db/table-definition.ts declares it. */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode[BILLING_MODE],
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      // People's journals and moods live here: deleting the stack must never take them along.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType[index.projection],
      });
    }
  }
}

/**
 * Gives a function the table in one call: sets TABLE_NAME and grants item access on the
 * table and its indexes (never table management).
 */
export function bindTable(fn: LambdaFunction, table: Table, access: TableAccess): void {
  addFunctionEnvironment(fn, { TABLE_NAME: table.tableName });
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
