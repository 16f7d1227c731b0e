import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, CfnBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { addFunctionEnvironment } from './function-environment';

/** Every export lives under this prefix: `exports/<userId>/<exportId>` (lambdas/shared/export-store.ts). */
export const EXPORTS_PREFIX = 'exports/';

/**
 * What a group does with cloud exports: `readWrite` saves, reads and deletes single files
 * (journal); `purge` lists and deletes a user's files (account deletion); `none`.
 */
export type ExportsAccess = 'none' | 'readWrite' | 'purge';

export const EXPORTS_ACTIONS: Record<ExportsAccess, { objects: readonly string[]; listBucket: boolean }> = {
  none: { objects: [], listBucket: false },
  readWrite: { objects: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], listBucket: false },
  purge: { objects: ['s3:DeleteObject'], listBucket: true },
};

/**
 * The bucket of the journal exports users keep in cloud storage: private, encrypted by S3,
 * reachable over TLS only, and only through the Lambdas. Unversioned on purpose: deleting an
 * export or an account removes the file for good, with no old version left behind.
 */
export class ExportsBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: false,
      lifecycleRules: [{ id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      // People's exports: deleting the stack must never take them along.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Only the journal and user Lambdas touch this bucket, under per-user keys; access logs would need a second bucket and would record which user exported when.',
    });
  }
}

/**
 * Gives a function cloud exports in one call: sets EXPORTS_BUCKET and grants exactly what
 * its access level needs, on `exports/*` only (and listing of that prefix for `purge`).
 */
export function bindExports(fn: LambdaFunction, bucket: Bucket, access: ExportsAccess): void {
  if (access === 'none') return;
  addFunctionEnvironment(fn, { EXPORTS_BUCKET: bucket.bucketName });
  const { objects, listBucket } = EXPORTS_ACTIONS[access];
  const objectArn = bucket.arnForObjects(`${EXPORTS_PREFIX}*`);
  fn.addToRolePolicy(new PolicyStatement({ actions: [...objects], resources: [objectArn] }));
  if (listBucket) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${EXPORTS_PREFIX}*`] } },
      }),
    );
  }
  if (fn.role) {
    const logicalId = Stack.of(bucket).resolve((bucket.node.defaultChild as CfnBucket).logicalId) as string;
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${EXPORTS_PREFIX}*]`,
      reason: 'Export files are per user and per export (exports/<userId>/<exportId>); the grant covers that prefix of the one exports bucket only.',
    });
  }
}
