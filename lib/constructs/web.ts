import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { DefaultStackSynthesizer, Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { awsConnectOrigins, CACHE_IMMUTABLE, CACHE_REVALIDATE, contentSecurityPolicy, type RuntimeConfig } from '../web-policy';

export interface WebProps {
  /** The built app (`frontend/dist`). */
  siteDir: string;
  /** The API's origin, the only other place the app may fetch from. */
  apiOrigin: string;
}

/**
 * The web app: a private bucket served only through CloudFront (origin access control),
 * with security headers and the single-page-app fallback.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution domain>`, without a trailing slash. */
  readonly appUrl: string;
  private readonly siteDir: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.siteDir = props.siteDir;

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The bucket holds only the public build of the app, written by the deployment; reads go through CloudFront.',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Solace security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy([props.apiOrigin, ...awsConnectOrigins(Stack.of(this).region)]),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Solace web app',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        // Honours each object's Cache-Control (set by deploy()) and keys the cache on gzip and Brotli.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        // CloudFront compresses text files itself, so the build's .br and .gz copies are not uploaded.
        compress: true,
      },
      defaultRootObject: 'index.html',
      // Client-side routes (/journal, /settings, ...) are not objects: serve the app.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    this.appUrl = `https://${this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'The service is offered worldwide; no country is excluded.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'Static files only, no WAF: the API is a separate origin with its own throttling and rate limits.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'No CloudFront access logs: they would hold visitors\' IPs for static file reads without operational need.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'Uses the default *.cloudfront.net certificate, for which CloudFront fixes the TLSv1 policy; a custom domain brings TLSv1.2_2021.',
      },
    );
  }

  /**
   * Uploads the built app plus `config.json` and invalidates the cache. A separate step
   * because the configuration names the API stage, whose CORS origin is this distribution.
   * Two uploads, for two cache lifetimes: the content-hashed files under `assets/` are cached a
   * year (`immutable`), then index.html, config.json and the rest, which browsers check each time.
   */
  deploy(config: RuntimeConfig): BucketDeployment {
    // CloudFront compresses on its own (`compress: true`); the build's copies for the local server stay home.
    const precompressed = ['*.br', '*.gz'];
    const assetsDir = path.join(this.siteDir, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'AssetsDeployment', {
          sources: [Source.asset(assetsDir, { exclude: precompressed })],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString(CACHE_IMMUTABLE)],
          // Earlier builds' chunks stay: a tab opened before a deploy still loads the pages it knows.
          prune: false,
          memoryLimit: 512,
        })
      : undefined;
    const deployment = new BucketDeployment(this, 'Deployment', {
      sources: [
        // A config.json left in the build by the local server must never ship.
        Source.asset(this.siteDir, { exclude: ['config.json', 'assets', ...precompressed] }),
        Source.jsonData('config.json', config),
      ],
      destinationBucket: this.bucket,
      // The assets upload owns assets/: this one neither writes nor prunes there.
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString(CACHE_REVALIDATE)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // The page goes live only once every file it names is there.
    if (assets) deployment.node.addDependency(assets);
    // Both uploads run in the same helper Lambda (same memory limit: one singleton).
    this.acknowledgeDeploymentHelper(deployment);
    return deployment;
  }

  /** The findings of aws-s3-deployment's own helper Lambda, whose policy aws-cdk-lib writes. */
  private acknowledgeDeploymentHelper(deployment: BucketDeployment): void {
    const stack = Stack.of(this);
    const synthesizer = stack.synthesizer;
    const qualifier =
      (synthesizer instanceof DefaultStackSynthesizer ? synthesizer.bootstrapQualifier : undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetsBucket = `cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>`;
    const siteBucket = stack.resolve((this.bucket.node.defaultChild as CfnBucket).logicalId) as string;
    const role = deployment.handlerRole;
    const copyReason = 'aws-s3-deployment copies the build from the CDK asset bucket into the site bucket and prunes old files.';
    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'The aws-s3-deployment helper Lambda only writes its own logs with this policy.',
      },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${copyReason} The grant is limited to those two buckets.`,
      })),
      { id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetsBucket}/*]`, reason: copyReason },
      { id: `AwsSolutions-IAM5[Resource::<${siteBucket}.Arn>/*]`, reason: copyReason },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'cloudfront:CreateInvalidation/GetInvalidation, which aws-s3-deployment grants on * to invalidate the distribution after an upload.',
      },
    );
    // The role is a child of the helper function, a singleton at stack level.
    const helper = role.node.scope;
    if (helper) {
      Validations.of(helper).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'The helper\'s runtime is chosen by aws-cdk-lib and moves with its upgrades; it runs only during deployments.',
      });
    }
  }
}
