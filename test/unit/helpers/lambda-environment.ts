/**
 * The variables a Lambda's configuration requires (lambdas/shared/environment-variables.ts),
 * for unit tests that load Lambda modules.
 */
export const REQUIRED_ENVIRONMENT = {
  TABLE_NAME: 't',
  USER_POOL_ID: 'us-east-1_pool',
  USER_POOL_CLIENT_ID: 'client',
  APP_URL: 'http://app.test',
  EMAIL_FROM: 'no-reply@app.test',
};

/** The same with stand-in AWS credentials, for modules that build SDK clients (always mocked). */
export const MOCKED_AWS_ENVIRONMENT = { ...REQUIRED_ENVIRONMENT, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x' };

/** A deployed function's required variables, as the stack sets them: what config.ts derives its defaults from. */
export const DEPLOYED_ENVIRONMENT = {
  TABLE_NAME: 'table',
  USER_POOL_ID: 'eu-west-1_abc',
  USER_POOL_CLIENT_ID: 'client',
  APP_URL: 'https://d123.cloudfront.net/',
  EMAIL_FROM: 'no-reply@example.com',
  AWS_REGION: 'eu-west-1',
};
