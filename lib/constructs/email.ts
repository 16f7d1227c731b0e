import { Annotations } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity, type IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { addFunctionEnvironment } from './function-environment';

/** The SES sending calls a function may be granted, without the `ses:` prefix. */
export type SesAction = 'SendEmail' | 'SendRawEmail';

/** Used only so that `cdk synth` works without configuration; a deployment needs a real address. */
export const PLACEHOLDER_FROM_ADDRESS = 'no-reply@example.com';

export interface EmailProps {
  /** The sender address (context `sesFromAddress`); the placeholder when unset. */
  fromAddress?: string;
  /** The identity's default configuration set: where bounces and complaints are reported. */
  configurationSet?: IConfigurationSet;
}

/**
 * The SES identity of the sender address. CloudFormation creates it and SES mails a
 * verification link to the address; sending works once someone clicks it (and, while the
 * account is in the SES sandbox, only to verified recipients).
 */
export class Email extends Construct {
  readonly fromAddress: string;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: EmailProps = {}) {
    super(scope, id);
    this.fromAddress = props.fromAddress ?? PLACEHOLDER_FROM_ADDRESS;
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(this.fromAddress)) {
      throw new Error(`sesFromAddress "${this.fromAddress}" is not an email address`);
    }
    if (props.fromAddress === undefined) {
      Annotations.of(this).addWarningV2(
        'solace:sesFromAddress',
        `No sesFromAddress context: using ${PLACEHOLDER_FROM_ADDRESS}, which cannot send mail. ` +
          'Deploy with -c sesFromAddress=you@your-domain.',
      );
    }
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(this.fromAddress), configurationSet: props.configurationSet });
  }

  /** Sets EMAIL_FROM and grants exactly the given sending calls, on this identity only. */
  bind(fn: LambdaFunction, actions: readonly SesAction[]): void {
    addFunctionEnvironment(fn, { EMAIL_FROM: this.fromAddress });
    if (actions.length > 0) this.identity.grant(fn, ...actions.map((a) => `ses:${a}`));
  }
}
