import { Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { AppSecrets } from './app-secrets';
import type { Email } from './email';
import { addFunctionEnvironment } from './function-environment';
import { GroupFunction, type GroupPermissions } from './group-function';
import type { Identity } from './identity';

/**
 * Where SES reports bounces and complaints: a configuration set the sender identity uses by
 * default, publishing those two events to an SNS topic. Made before the identity (lib/constructs/email.ts).
 */
export class MailFeedback extends Construct {
  readonly topic: Topic;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { enforceSSL: true, displayName: 'Solace SES bounces and complaints' });
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }
}

export interface ScheduledMailProps {
  appUrl: string;
  apiUrl: string;
  table: Table;
  identity: Identity;
  email: Email;
  exportsBucket: Bucket;
  secrets: AppSecrets;
  feedback: MailFeedback;
}

/** Nothing beyond what each of the two functions does (docs/decisions/reminders.md). */
const SENDER: GroupPermissions = {
  // Reads the due users and their counts, moves each to its next slot.
  table: 'readWrite',
  cognitoActions: [],
  // MIME messages: the one-click unsubscribe headers need SendRawEmail.
  ses: ['SendRawEmail'],
  exports: 'none',
  coachModel: 'none',
  // The unsubscribe links are signed with a key derived from the access-code key.
  secrets: ['accessCodeKey'],
};
const FEEDBACK: GroupPermissions = { table: 'readWrite', cognitoActions: [], ses: [], exports: 'none', coachModel: 'none', secrets: [] };

/**
 * Reminders and weekly summaries: an EventBridge Scheduler schedule runs the notifications
 * function at every quarter hour (with the scheduled time as its "now"); SES bounce and
 * complaint notices reach a second function through SNS. Neither is behind the API.
 */
export class ScheduledMail extends Construct {
  readonly sender: GroupFunction;
  readonly feedbackHandler: GroupFunction;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: ScheduledMailProps) {
    super(scope, id);
    const common = {
      group: 'notifications',
      appUrl: props.appUrl,
      table: props.table,
      identity: props.identity,
      email: props.email,
      exportsBucket: props.exportsBucket,
      secrets: props.secrets,
    };
    this.sender = new GroupFunction(this, 'Sender', { ...common, permissions: SENDER, description: 'Solace reminders and weekly summaries' });
    addFunctionEnvironment(this.sender.function, { API_URL: props.apiUrl });
    // Our own role, so the grant is on this construct: it may invoke the sender (and its versions) only.
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'Solace scheduled mail: invokes the sender every quarter hour',
    });
    this.schedule = new Schedule(this, 'EveryQuarterHour', {
      description: 'Runs the Solace reminders and weekly summaries at every quarter hour',
      schedule: ScheduleExpression.cron({ minute: '0/15' }),
      target: new LambdaInvoke(this.sender.function, {
        input: ScheduleTargetInput.fromObject({ time: ContextAttribute.scheduledTime }),
        // A failed run is not retried: the next one also reads the three slots before its own.
        retryAttempts: 0,
        role: schedulerRole,
      }),
    });
    const senderId = Stack.of(this).resolve((this.sender.function.node.defaultChild as CfnFunction).logicalId) as string;
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${senderId}.Arn>:*]`,
      reason: 'lambda:InvokeFunction on the one sender function and its versions (the grant CDK makes for a function target); nothing else.',
    });

    this.feedbackHandler = new GroupFunction(this, 'Feedback', {
      ...common,
      permissions: FEEDBACK,
      handler: 'sesFeedbackHandler',
      description: 'Solace SES bounces and complaints',
    });
    props.feedback.topic.addSubscription(new LambdaSubscription(this.feedbackHandler.function));
  }
}
