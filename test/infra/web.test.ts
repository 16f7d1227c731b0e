import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { buildStack, logicalId, resourcesOfType } from './fixture';

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
  const deployment = () => Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment'))[0]!.Properties!;

  test('uploads into the site bucket and invalidates everything', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    expect(deployment()).toMatchObject({
      DestinationBucketName: { Ref: bucketId },
      DistributionId: { Ref: distributionId },
      DistributionPaths: ['/*'],
      Prune: true,
    });
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
