import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SESClient } from '@aws-sdk/client-ses';
import { getConfig } from './config';

let cognito: CognitoIdentityProviderClient | undefined;
let ses: SESClient | undefined;

/** One Cognito client per process, pointed at cognito-local when COGNITO_ENDPOINT is set. */
export function getCognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const config = getConfig();
    cognito = new CognitoIdentityProviderClient({ region: config.region, endpoint: config.endpoints.cognito });
  }
  return cognito;
}

/** One SES client per process, pointed at aws-ses-v2-local when SES_ENDPOINT is set. */
export function getSesClient(): SESClient {
  if (!ses) {
    const config = getConfig();
    ses = new SESClient({ region: config.region, endpoint: config.endpoints.ses });
  }
  return ses;
}
