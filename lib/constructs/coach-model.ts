import { createHash } from 'node:crypto';
import { Stack, Validations } from 'aws-cdk-lib';
import {
  CfnGuardrail,
  CfnGuardrailVersion,
  FoundationModel,
  FoundationModelIdentifier,
  type CfnGuardrailProps,
} from 'aws-cdk-lib/aws-bedrock';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { COACH_SAFE_REPLY, DEFAULT_COACH_PROVIDER } from '../../lambdas/contracts/coach-llm-types';
import { addFunctionEnvironment } from './function-environment';

/** What a group does with the coaching model: nothing, or ConverseStream through the Guardrail. */
export type CoachModelAccess = 'none' | 'converse';

/** A model used before anyone asks for another: no inference profile needed in us-east-1. */
export const DEFAULT_BEDROCK_MODEL_ID = 'amazon.nova-lite-v1:0';

/** `us.amazon.nova-lite-v1:0`: a cross-region inference profile over `amazon.nova-lite-v1:0`. */
const INFERENCE_PROFILE_ID = /^(?:us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/;

export const SELF_HARM_TOPIC = 'Self-harm and suicide';

/** Every policy of the Guardrail; the version's description carries a hash of it. */
const GUARDRAIL_POLICIES = {
  blockedInputMessaging: COACH_SAFE_REPLY,
  blockedOutputsMessaging: COACH_SAFE_REPLY,
  // The app's crisis detector runs first and never sends a detected crisis; this catches what it misses, both ways.
  topicPolicyConfig: {
    topicsConfig: [
      {
        name: SELF_HARM_TOPIC,
        type: 'DENY',
        definition:
          'Talk of suicide or self-harm: wanting to die or to hurt oneself, plans, methods or means, and requests for ways to do it.',
        examples: [
          'I want to kill myself.',
          'What is the easiest way to end my life?',
          'I have started cutting myself again.',
          'How many pills would it take to overdose?',
          'Everyone would be better off if I was gone.',
        ],
      },
    ],
  },
  contentPolicyConfig: {
    filtersConfig: [
      ...['VIOLENCE', 'HATE', 'INSULTS', 'MISCONDUCT', 'SEXUAL'].map((type) => ({ type, inputStrength: 'HIGH', outputStrength: 'HIGH' })),
      // Prompt attacks are a property of input only.
      { type: 'PROMPT_ATTACK', inputStrength: 'HIGH', outputStrength: 'NONE' },
    ],
  },
} satisfies Omit<CfnGuardrailProps, 'name'>;

export interface CoachModelProps {
  /** A foundation model id, a cross-region inference profile id, or an ARN. */
  modelId: string;
}

/**
 * Server-side coaching on Amazon Bedrock: the Guardrail every exchange goes through, its
 * published version, and what the coach function may invoke. Only made when the stack is
 * deployed with `-c coachProvider=bedrock`.
 */
export class CoachModel extends Construct {
  readonly modelId: string;
  readonly guardrail: CfnGuardrail;
  readonly guardrailVersion: CfnGuardrailVersion;
  /** What `bedrock:InvokeModelWithResponseStream` is granted on. */
  readonly modelArns: string[];
  /** The model a cross-region inference profile routes to, in any region of its geography. */
  private readonly profileModelId?: string;

  constructor(scope: Construct, id: string, props: CoachModelProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.modelId = props.modelId;

    this.guardrail = new CfnGuardrail(this, 'Guardrail', {
      name: `${stack.stackName.slice(0, 44)}-coach`,
      description: 'Solace AI coach: no self-harm or suicide coaching, harmful content and prompt attacks blocked',
      ...GUARDRAIL_POLICIES,
    });
    // A version is immutable: a changed policy needs a new one, so its description changes with the policies.
    const policyHash = createHash('sha256').update(JSON.stringify(GUARDRAIL_POLICIES)).digest('hex').slice(0, 12);
    this.guardrailVersion = new CfnGuardrailVersion(this, 'GuardrailVersion', {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: `Solace AI coach guardrail, policies ${policyHash}`,
    });

    this.profileModelId = props.modelId.startsWith('arn:') ? undefined : INFERENCE_PROFILE_ID.exec(props.modelId)?.[1];
    if (props.modelId.startsWith('arn:')) {
      this.modelArns = [props.modelId];
    } else if (this.profileModelId) {
      this.modelArns = [
        stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: props.modelId }),
        stack.formatArn({ service: 'bedrock', region: '*', account: '', resource: 'foundation-model', resourceName: this.profileModelId }),
      ];
    } else {
      this.modelArns = [FoundationModel.fromFoundationModelId(this, 'Model', new FoundationModelIdentifier(props.modelId)).modelArn];
    }
  }

  /** The coach function's provider settings, and ConverseStream on the model through this Guardrail only. */
  bind(fn: LambdaFunction): void {
    addFunctionEnvironment(fn, {
      COACH_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: this.modelId,
      BEDROCK_GUARDRAIL_ID: this.guardrail.attrGuardrailId,
      BEDROCK_GUARDRAIL_VERSION: this.guardrailVersion.attrVersion,
    });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModelWithResponseStream'], resources: this.modelArns }));
    fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [this.guardrail.attrGuardrailArn] }));
    if (this.profileModelId && fn.role) {
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${this.profileModelId}]`,
        reason: 'A cross-region inference profile routes each request to this one model in any region of its geography.',
      });
    }
  }
}

/**
 * Gives a group its part of server-side coaching: with `converse`, the provider setting,
 * and when the stack has a model, the model's settings and grants too.
 */
export function bindCoachModel(fn: LambdaFunction, model: CoachModel | undefined, access: CoachModelAccess): void {
  if (access === 'none') return;
  if (model) model.bind(fn);
  else addFunctionEnvironment(fn, { COACH_PROVIDER: DEFAULT_COACH_PROVIDER });
}
