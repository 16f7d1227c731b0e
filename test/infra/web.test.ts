import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { buildStack, FIXTURE_ASSET, logicalId, resourcesOfType } from './fixture';

const { app, stack, template } = buildStack();
const distributionId = logicalId(stack.web.distribution.node.defaultChild as never);
const bucketId = logicalId(stack.web.bucket.node.defaultChild as never);
const restApiId = logicalId(stack.api.restApi.node.defaultChild as never);

function distributionConfig(): Record<string, unknown> {
  const distribution = resourcesOfType(template, 'AWS::CloudFront::Distribution')[distributionId]!;
  return distribution.Properties!.DistributionConfig as Record<string, unknown>;
}

describe('site bucket', () => {
  test('is private, encrypted and refuses plain HTTP', () => {
    // The site bucket and the exports bucket.
    template.resourceCountIs('AWS::S3::Bucket', 2);
    expect(resourcesOfType(template, 'AWS::S3::Bucket')[bucketId]!.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  test('is readable by this distribution only, through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    const origins = distributionConfig().Origins as { S3OriginConfig: unknown; OriginAccessControlId: unknown }[];
    expect(origins).toHaveLength(1);
    const oacId = Object.keys(resourcesOfType(template, 'AWS::CloudFront::OriginAccessControl'))[0]!;
    expect(origins[0]!.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    expect(origins[0]!.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
  });
});

describe('distribution', () => {
  test('serves index.html at the root, HTTPS only', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.Enabled).toBe(true);
    expect((config.DefaultCacheBehavior as Record<string, unknown>).ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  test("compresses (gzip and Brotli) and caches by each object's own Cache-Control", () => {
    const behavior = distributionConfig().DefaultCacheBehavior as Record<string, unknown>;
    expect(behavior.Compress).toBe(true);
    // The managed CachingOptimized policy: gzip and Brotli in the cache key, TTLs from the object's Cache-Control.
    expect(behavior.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });

  test('falls back to the app for client-side routes (403/404 → /index.html, 200)', () => {
    expect(distributionConfig().CustomErrorResponses).toEqual(
      expect.arrayContaining([403, 404].map((code) => ({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 }))),
    );
  });

  test('sends the security headers with a Content-Security-Policy', () => {
    const policies = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy');
    const [policyId, policy] = Object.entries(policies)[0]!;
    expect((distributionConfig().DefaultCacheBehavior as Record<string, unknown>).ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const headers = (policy.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> }).SecurityHeadersConfig;
    expect(headers).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Override: true },
    });
    const csp = stack.resolve(
      (headers.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy,
    ) as { 'Fn::Join': [string, unknown[]] };
    // Deploy-time parts spelled out, so the directives can be read as text.
    const text = csp['Fn::Join'][1]
      .map((part) => (typeof part === 'string' ? part : `<${JSON.stringify(part)}>`))
      .join('');
    const directives = Object.fromEntries(
      text.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values.join(' ')];
      }),
    );
    expect(directives).toEqual({
      'default-src': "'self'",
      'connect-src': `'self' https://<{"Ref":"${restApiId}"}>.execute-api.<{"Ref":"AWS::Region"}>.<{"Ref":"AWS::URLSuffix"}> https://cognito-idp.<{"Ref":"AWS::Region"}>.amazonaws.com https://cognito-identity.<{"Ref":"AWS::Region"}>.amazonaws.com`,
      'img-src': "'self' data:",
      'style-src': "'self' 'unsafe-inline'",
      'script-src': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
  });
});

describe('deployment of the app', () => {
  const deployments = () => Object.entries(resourcesOfType(template, 'Custom::CDKBucketDeployment'));
  /** index.html, config.json and the rest: the upload that invalidates the distribution. */
  const deployment = () => deployments().find(([, d]) => d.Properties!.DistributionId)![1].Properties!;
  /** The content-hashed files under assets/. */
  const assetsDeployment = () => deployments().find(([, d]) => d.Properties!.DestinationBucketKeyPrefix === 'assets/')!;
  /** The files a deployment's source asset holds (the site's own source, not config.json's). */
  const stagedFiles = (props: Record<string, unknown>): string[] => {
    const keys = props.SourceObjectKeys as string[];
    // Markers only come with a second source; the site's is the one without any.
    const markers = (props.SourceMarkers as Record<string, unknown>[] | undefined) ?? [{}];
    const siteIndex = markers.findIndex((m) => Object.keys(m).length === 0);
    const dir = path.join(app.outdir, `asset.${keys[siteIndex]!.replace(/\.zip$/, '')}`);
    return (readdirSync(dir, { recursive: true }) as string[]).sort();
  };

  test('uploads into the site bucket in two parts and invalidates everything once both are there', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    expect(deployment()).toMatchObject({
      DestinationBucketName: { Ref: bucketId },
      DistributionId: { Ref: distributionId },
      DistributionPaths: ['/*'],
      Prune: true,
      // It leaves assets/ to the other upload: nothing there is written or pruned by it.
      Exclude: ['assets/*'],
    });
    const [assetsId, assets] = assetsDeployment();
    expect(assets.Properties).toMatchObject({ DestinationBucketName: { Ref: bucketId }, DestinationBucketKeyPrefix: 'assets/', Prune: false });
    expect(assets.Properties!.DistributionId).toBeUndefined();
    // The page only goes live once every file it names is uploaded.
    const page = deployments().find(([, d]) => d.Properties!.DistributionId)![1];
    expect(page.DependsOn).toEqual(expect.arrayContaining([assetsId]));
  });

  test('hashed assets are cached for a year; index.html, config.json and the rest are checked every time', () => {
    expect(assetsDeployment()[1].Properties!.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(deployment().SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });

  test('uploads no precompressed copy (CloudFront compresses) and each file once', () => {
    expect(stagedFiles(assetsDeployment()[1].Properties!)).toEqual([FIXTURE_ASSET]);
    expect(stagedFiles(deployment())).toEqual(['index.html']);
  });

  test('writes config.json from the stack: stage URL without trailing slash, pool, client, identity pool, coaching on the device', () => {
    const props = deployment();
    const keys = props.SourceObjectKeys as string[];
    const markers = props.SourceMarkers as Record<string, unknown>[];
    const configIndex = markers.findIndex((m) => Object.keys(m).length > 0);
    const assetDir = path.join(app.outdir, `asset.${keys[configIndex]!.replace(/\.zip$/, '')}`);
    const raw = JSON.parse(readFileSync(path.join(assetDir, 'config.json'), 'utf8')) as Record<string, unknown>;
    // Put the deploy-time values back in place of their markers, as <Ref> text.
    const render = (value: unknown) => {
      const ref = (value as { Ref?: string }).Ref;
      return ref ? `<${ref}>` : `<${JSON.stringify(value)}>`;
    };
    const config = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [
        key,
        typeof value === 'string' ? value.replace(/<<marker:0xbaba:\d+>>/g, (m) => render(markers[configIndex]![m])) : value,
      ]),
    );
    const stageId = logicalId(stack.api.restApi.deploymentStage.node.defaultChild as never);
    const ref = (id: string) => `<${id}>`;
    expect(config).toEqual({
      apiUrl: `https://${ref(restApiId)}.execute-api.${ref('AWS::Region')}.${ref('AWS::URLSuffix')}/${ref(stageId)}`,
      region: ref('AWS::Region'),
      userPoolId: ref(logicalId(stack.identity.userPool.node.defaultChild as never)),
      userPoolClientId: ref(logicalId(stack.identity.userPoolClient.node.defaultChild as never)),
      identityPoolId: ref(logicalId(stack.identity.identityPool.node.defaultChild as never)),
      stripePublishableKey: null,
      coachProvider: 'on-device',
    });
  });

  test('ships the built site', () => {
    const props = deployment();
    const keys = props.SourceObjectKeys as string[];
    const markers = props.SourceMarkers as Record<string, unknown>[];
    const siteIndex = markers.findIndex((m) => Object.keys(m).length === 0);
    const assetDir = path.join(app.outdir, `asset.${keys[siteIndex]!.replace(/\.zip$/, '')}`);
    expect(readFileSync(path.join(assetDir, 'index.html'), 'utf8')).toContain('<div id="root">');
  });
});
