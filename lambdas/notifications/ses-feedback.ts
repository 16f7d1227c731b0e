import { createLogger } from '../shared/logger';
import { suppressAddress, type SuppressionReason } from './schedule-records';

const logger = createLogger('ses-feedback');

/** The part of an SNS delivery this handler reads. */
export interface SnsFeedbackEvent {
  Records: { Sns: { Message: string } }[];
}

interface SesNotification {
  notificationType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

/** The addresses a notice says must get no more mail: permanent bounces and complaints (a transient bounce may pass). */
function addressesOf(notice: SesNotification): { reason: SuppressionReason; addresses: string[] } | null {
  const pick = (list: { emailAddress?: string }[] | undefined) => (list ?? []).flatMap((r) => (r.emailAddress ? [r.emailAddress] : []));
  if (notice.notificationType === 'Bounce' && notice.bounce?.bounceType === 'Permanent') {
    return { reason: 'bounce', addresses: pick(notice.bounce.bouncedRecipients) };
  }
  if (notice.notificationType === 'Complaint') return { reason: 'complaint', addresses: pick(notice.complaint?.complainedRecipients) };
  return null;
}

/**
 * SES bounce and complaint notices, delivered by SNS: each address named is marked as not
 * mailable, so the scheduled mail skips it. Addresses are never logged.
 */
export async function handleSesFeedback(event: SnsFeedbackEvent, now = new Date()): Promise<void> {
  for (const record of event.Records) {
    let notice: SesNotification;
    try {
      notice = JSON.parse(record.Sns.Message) as SesNotification;
    } catch {
      logger.warn('SES notice is not JSON');
      continue;
    }
    const found = addressesOf(notice);
    if (!found) continue;
    for (const address of found.addresses) await suppressAddress(address, found.reason, now.getTime());
    logger.info('addresses suppressed', { reason: found.reason, count: found.addresses.length });
  }
}
