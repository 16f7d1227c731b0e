import { createPdfWriter } from '../../lib/pdf-writer';
import { PLAN_STEPS, stepHeading, therapistTitle, type ConnectedTherapist, type SafetyPlan } from './plan-model';

// Loaded with import() only when the person downloads the plan, so jspdf and the fonts stay out of the page.

export const PLAN_PDF_TITLE = 'My Safety Plan';

/** The plan as a PDF built on the device: every step, the crisis lines and the connected therapists. */
export function buildPlanPdf(plan: SafetyPlan, therapists: ConnectedTherapist[], now = new Date()): Promise<Blob> {
  const pdf = createPdfWriter(PLAN_PDF_TITLE);
  pdf.write(PLAN_PDF_TITLE, 20, 'bold', 2);
  pdf.write(`Saved from Solace on ${now.toLocaleDateString(undefined, { dateStyle: 'long' })}`, 10, 'italic', 16);
  for (const step of PLAN_STEPS) {
    pdf.write(stepHeading(step), 13, 'bold', 2);
    const lines: string[] = [];
    if (step.key === 'professionals') {
      lines.push('988 Suicide & Crisis Lifeline: call or text 988', 'Crisis Text Line: text HOME to 741741');
      for (const t of therapists) lines.push(`${therapistTitle(t)}: my therapist on Solace`);
    }
    if (step.kind === 'contact') for (const c of plan[step.key]) lines.push([c.name, c.phone].filter(Boolean).join(': '));
    else lines.push(...plan[step.key]);
    if (lines.length === 0) pdf.write('(nothing yet)', 11, 'italic', 0);
    for (const line of lines) pdf.write(`- ${line}`, 11, 'normal', 0);
    pdf.space(14);
  }
  pdf.write('If you are in immediate danger, call 911.', 11, 'bold', 0);
  return pdf.blob();
}
