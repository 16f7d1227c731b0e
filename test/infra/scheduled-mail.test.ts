import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { buildStack, logicalId, resourcesOfType } from './fixture';

const { stack, template } = buildStack();
const idOf = (construct: { node: { defaultChild?: unknown } }) => logicalId(construct.node.defaultChild as CfnFunction);

function statementsOf(role: CfnRole): { Action: string | string[]; Resource: unknown }[] {
  const roleId = logicalId(role);
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties!.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((p) => (p.Properties!.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
}
const actionsOf = (role: CfnRole) => statementsOf(role).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('scheduled mail', () => {
  const { sender, feedbackHandler } = stack.scheduledMail;

  test('an EventBridge Scheduler schedule invokes the sender every 15 minutes with the scheduled time', () => {
    const schedules = Object.values(resourcesOfType(template, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(1);
    const props = schedules[0]!.Properties! as { ScheduleExpression: string; Target: { Arn: unknown; Input: string } };
    expect(props.ScheduleExpression).toBe('cron(0/15 * * * ? *)');
    expect(props.Target.Arn).toEqual({ 'Fn::GetAtt': [idOf(sender.function), 'Arn'] });
    expect(props.Target.Input).toContain('<aws.scheduler.scheduled-time>');
  });

  test('the sender sends raw mail, reads and writes the table, and is not behind the API', () => {
    const actions = actionsOf(sender.function.role!.node.defaultChild as CfnRole);
    expect(actions).toEqual(expect.arrayContaining(['ses:SendRawEmail', 'dynamodb:Query', 'dynamodb:UpdateItem', 'secretsmanager:GetSecretValue']));
    expect(actions).not.toContain('ses:SendEmail');
    expect(actions.some((a) => a.startsWith('cognito-idp:') || a.startsWith('s3:'))).toBe(false);
    const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission'));
    expect(permissions.filter((p) => JSON.stringify(p.Properties!.FunctionName).includes(idOf(sender.function)))).toEqual([]);
    const env = (resourcesOfType(template, 'AWS::Lambda::Function')[idOf(sender.function)]!.Properties!.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(env.API_URL).toBeDefined();
  });

  test('SES reports bounces and complaints to a topic that only the feedback function hears, which cannot send mail', () => {
    const destinations = Object.values(resourcesOfType(template, 'AWS::SES::ConfigurationSetEventDestination'));
    expect(destinations).toHaveLength(1);
    const destination = destinations[0]!.Properties!.EventDestination as { MatchingEventTypes: string[] };
    expect(destination.MatchingEventTypes.sort()).toEqual(['bounce', 'complaint']);
    const identity = Object.values(resourcesOfType(template, 'AWS::SES::EmailIdentity'))[0]!;
    expect(identity.Properties!.ConfigurationSetAttributes).toBeDefined();
    const subscriptions = Object.values(resourcesOfType(template, 'AWS::SNS::Subscription'));
    expect(subscriptions.map((s) => s.Properties!.Endpoint)).toEqual([{ 'Fn::GetAtt': [idOf(feedbackHandler.function), 'Arn'] }]);
    expect(actionsOf(feedbackHandler.function.role!.node.defaultChild as CfnRole).some((a) => a.startsWith('ses:'))).toBe(false);
  });
});
