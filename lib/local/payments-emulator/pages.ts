import { createHash } from 'node:crypto';
import { paymentMethodSummary, portalRecord, portalSetCancel, portalSubscriptions } from './billing/billing-portal';
import { checkoutEmail, checkoutRecord, completeCheckout } from './billing/checkout-sessions';
import { NO_REQUEST, type Billing } from './billing/context';
import type { CheckoutSessionObject, PortalSessionObject, SubscriptionObject } from './billing/objects';
import { checkTypedCard } from './cards';
import { ApiError } from './errors';
import { FormError, isFormObject, parseForm, type FormObject } from './form';
import { ID_PATTERN } from './ids';

/**
 * The hosted pages: Checkout (`/c/pay/<session id>`) and the billing portal
 * (`/p/session/<portal session id>`). Plain server-rendered HTML that works without
 * scripts, with labelled fields, errors announced as alerts, no external assets and a
 * Content-Security-Policy allowing only its own stylesheet and form posts. The session id
 * in the address is what gives access, as with Stripe's own pages. A typed card number is
 * never stored, logged or written back into a page.
 */
export type PageResponse = { status: number; html: string; formTargets: string[] } | { status: 303; location: string };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7fb;color:#1a1f36;line-height:1.5}
main{max-width:30rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.12)}
h1{font-size:1.4rem;margin:.25rem 0 1rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
.merchant{font-weight:600;color:#4f46e5;margin:0}
.price{font-size:1.8rem;font-weight:700;margin:0 0 1rem}
.price span{font-size:1rem;font-weight:400;color:#4f566b}
.test{background:#fff4d6;border:1px solid #e5b94d;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .7rem;font-size:1rem;border:1px solid #8792a2;border-radius:6px}
input:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
input[aria-invalid=true]{border-color:#c0123c}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:700;margin-top:1rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
.field-error{color:#c0123c;margin:.25rem 0 0;font-size:.9rem}
.alert{color:#8a0d2b;background:#fde8ec;border:1px solid #c0123c;border-radius:8px;padding:.75rem;margin:1rem 0}
.status{background:#e7f6ee;border:1px solid #1f8a4c;border-radius:8px;padding:.75rem;margin:1rem 0}
button{margin-top:1.25rem;width:100%;padding:.75rem;font-size:1rem;font-weight:600;color:#fff;background:#4f46e5;border:0;border-radius:6px;cursor:pointer}
button.secondary{background:#fff;color:#1a1f36;border:1px solid #8792a2}
a{color:#3a33c9}
.links{margin-top:1.5rem;display:flex;justify-content:space-between}
section{border:1px solid #d8dde6;border-radius:10px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{color:#4f566b}dd{margin:0;font-weight:600}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The Content-Security-Policy of a page whose forms may lead to the given origins. */
export function contentSecurityPolicy(formTargets: string[]): string {
  const targets = [...new Set(formTargets)].filter((o) => /^https?:\/\/[^\s;,']+$/.test(o));
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self'${targets.map((t) => ` ${t}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const origin = (url: string | null | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

export function formatMoney(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const formatDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const timeElement = (seconds: number) => `<time datetime="${new Date(seconds * 1000).toISOString()}">${escapeHtml(formatDate(seconds))}</time>`;

const message = (status: number, title: string, text: string, link?: { href: string; label: string }): PageResponse => ({
  status,
  formTargets: [],
  html: layout(
    title,
    `<p class="merchant">Solace</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  ),
});

// ------------------------------------------------------------------ checkout

type Field = 'email' | 'number' | 'expiry' | 'cvc' | 'name';

interface CheckoutForm {
  error?: string;
  field?: Field;
  email?: string;
  name?: string;
}

function checkoutPage(billing: Billing, session: CheckoutSessionObject, form: CheckoutForm, status = 200): PageResponse {
  const plan = billing.plan;
  const quantity = session.amount_total / plan.unitAmount;
  const knownEmail = checkoutEmail(billing, session);
  const describedBy = (field: Field) => (form.field === field ? ` aria-invalid="true" aria-describedby="${field}-error"` : '');
  const fieldError = (field: Field) => (form.field === field && form.error ? `<p class="field-error" id="${field}-error">${escapeHtml(form.error)}</p>` : '');
  const interval = plan.interval;
  const body = `<p class="merchant">Solace</p>
<h1>Subscribe to ${escapeHtml(plan.productName)}</h1>
<p class="price">${escapeHtml(formatMoney(session.amount_total, session.currency))} <span>per ${interval}${quantity > 1 ? ` (${quantity} × ${escapeHtml(formatMoney(plan.unitAmount, plan.currency))})` : ''}</span></p>
<p class="test">Test mode, local payments emulator. Card 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined; any future date and any CVC.</p>
${form.error ? `<div class="alert" role="alert" id="form-error">${escapeHtml(form.error)}</div>` : ''}
<form method="post" action="/c/pay/${escapeHtml(session.id)}" novalidate>
${
  knownEmail
    ? `<p>Email: <strong>${escapeHtml(knownEmail)}</strong></p>`
    : `<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(form.email ?? '')}"${describedBy('email')}>
${fieldError('email')}`
}
<fieldset>
<legend>Card information</legend>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${describedBy('number')}>
${fieldError('number')}
<div class="row">
<div>
<label for="cardExpiry">Expiry (MM / YY)</label>
<input id="cardExpiry" name="cardExpiry" type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required${describedBy('expiry')}>
${fieldError('expiry')}
</div>
<div>
<label for="cardCvc">Security code (CVC)</label>
<input id="cardCvc" name="cardCvc" type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required${describedBy('cvc')}>
${fieldError('cvc')}
</div>
</div>
</fieldset>
<label for="billingName">Name on card</label>
<input id="billingName" name="billingName" type="text" autocomplete="cc-name" required value="${escapeHtml(form.name ?? '')}"${describedBy('name')}>
${fieldError('name')}
<button type="submit">Subscribe</button>
</form>
${session.cancel_url ? `<p class="links"><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ''}`;
  return { status, html: layout(`Subscribe to ${plan.productName}`, body), formTargets: [...origin(session.success_url)] };
}

const successLocation = (session: CheckoutSessionObject) => session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id);

function checkoutGet(billing: Billing, id: string): PageResponse {
  const record = findCheckout(billing, id);
  if (!record) return message(404, 'Page not found', 'This checkout page does not exist.');
  const session = record.data;
  if (session.status === 'complete') {
    return message(200, 'Payment complete', 'This checkout session has already been paid.', { href: successLocation(session), label: 'Continue' });
  }
  if (session.status === 'expired') {
    return message(410, 'Checkout expired', 'This checkout session has expired. Start again from Solace.', session.cancel_url ? { href: session.cancel_url, label: 'Return to Solace' } : undefined);
  }
  return checkoutPage(billing, session, {});
}

const field = (form: FormObject, name: string, max = 200): string => {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
};

function checkoutPost(billing: Billing, id: string, body: string): PageResponse {
  const record = findCheckout(billing, id);
  if (!record) return message(404, 'Page not found', 'This checkout page does not exist.');
  const session = record.data;
  if (session.status === 'complete') return { status: 303, location: successLocation(session) };
  if (session.status !== 'open') return checkoutGet(billing, id);
  let form: FormObject;
  try {
    form = parseForm(body);
  } catch (error) {
    if (error instanceof FormError) return checkoutPage(billing, session, { error: 'The form could not be read. Please try again.' }, 400);
    throw error;
  }
  if (!isFormObject(form)) return checkoutPage(billing, session, { error: 'The form could not be read. Please try again.' }, 400);
  const name = field(form, 'billingName').trim();
  const knownEmail = checkoutEmail(billing, session);
  const email = knownEmail ?? field(form, 'email', 512).trim();
  const keep = { email: knownEmail ? undefined : email, name };
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    return checkoutPage(billing, session, { ...keep, field: 'email', error: email ? 'Your email address is invalid.' : 'Enter your email address.' }, 400);
  }
  const checked = checkTypedCard({ number: field(form, 'cardNumber', 40), expiry: field(form, 'cardExpiry', 20), cvc: field(form, 'cardCvc', 10), name });
  if (!checked.ok) return checkoutPage(billing, session, { ...keep, field: checked.field, error: checked.message }, 400);
  billing.request = NO_REQUEST;
  const outcome = completeCheckout(billing, id, { card: checked.card, expMonth: checked.expMonth, expYear: checked.expYear, name }, email);
  if (!outcome.ok) return checkoutPage(billing, session, { ...keep, error: outcome.decline.message }, 402);
  return { status: 303, location: successLocation(outcome.session) };
}

function findCheckout(billing: Billing, id: string) {
  if (!ID_PATTERN.test(id)) return undefined;
  try {
    return checkoutRecord(billing, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

// ------------------------------------------------------------------ billing portal

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete (awaiting payment)',
  paused: 'Paused',
};

function subscriptionSection(billing: Billing, portal: PortalSessionObject, sub: SubscriptionObject): string {
  const plan = billing.plan;
  const quantity = (sub.items.data[0]?.quantity as number | undefined) ?? 1;
  const titleId = `title-${escapeHtml(sub.id)}`;
  const action = (verb: 'cancel' | 'resume') => `/p/session/${escapeHtml(portal.id)}/subscriptions/${escapeHtml(sub.id)}/${verb}`;
  const canChange = ['active', 'trialing', 'past_due'].includes(sub.status);
  const status = sub.cancel_at_period_end ? `${STATUS_LABELS[sub.status] ?? sub.status}, cancels at the end of the period` : (STATUS_LABELS[sub.status] ?? sub.status);
  const card = paymentMethodSummary(billing, sub);
  return `<section aria-labelledby="${titleId}">
<h2 id="${titleId}">${escapeHtml(plan.productName)}</h2>
<dl>
<dt>Plan</dt><dd>${escapeHtml(formatMoney(plan.unitAmount * quantity, plan.currency))} per ${plan.interval}</dd>
<dt>Status</dt><dd>${escapeHtml(status)}</dd>
<dt>Current period ends</dt><dd>${timeElement(sub.current_period_end)}</dd>
${card ? `<dt>Payment method</dt><dd>${escapeHtml(card)}</dd>` : ''}
</dl>
<p>${sub.cancel_at_period_end ? `Your subscription ends on ${timeElement(sub.current_period_end)}.` : sub.status === 'active' || sub.status === 'trialing' ? `Renews on ${timeElement(sub.current_period_end)}.` : ''}</p>
${
  canChange
    ? sub.cancel_at_period_end
      ? `<form method="post" action="${action('resume')}"><button type="submit">Resume</button></form>`
      : `<form method="post" action="${action('cancel')}"><button type="submit" class="secondary">Cancel subscription</button></form>`
    : ''
}
</section>`;
}

function portalGet(billing: Billing, id: string, notice?: string): PageResponse {
  const record = ID_PATTERN.test(id) ? portalRecord(billing, id) : undefined;
  if (!record) return message(404, 'Page not found', 'This billing portal session does not exist.');
  const portal = record.data;
  const customer = (() => {
    try {
      return billing.customerRecord(portal.customer).data;
    } catch {
      return undefined;
    }
  })();
  const subs = portalSubscriptions(billing, portal.customer);
  const body = `<p class="merchant">Solace</p>
<h1>Manage your subscription</h1>
${customer?.email ? `<p>Signed in as <strong>${escapeHtml(customer.email)}</strong></p>` : ''}
<p class="test">Test mode, local payments emulator.</p>
${notice ? `<p class="status" role="status">${notice}</p>` : ''}
${subs.length > 0 ? subs.map((s) => subscriptionSection(billing, portal, s)).join('\n') : '<p>You have no active subscription.</p>'}
${portal.return_url ? `<p class="links"><a href="${escapeHtml(portal.return_url)}">Return to Solace</a></p>` : ''}`;
  return { status: 200, html: layout('Manage your subscription', body), formTargets: [] };
}

function portalNotice(billing: Billing, id: string, query: string): string | undefined {
  const params = new URLSearchParams(query);
  const subId = params.get('subscription') ?? '';
  const done = params.get('done');
  if (!done || !ID_PATTERN.test(subId)) return undefined;
  const portal = portalRecord(billing, id);
  const sub = portalSubscriptions(billing, portal?.data.customer ?? '').find((s) => s.id === subId);
  if (!sub) return undefined;
  if (done === 'canceled' && sub.cancel_at_period_end) return `Your subscription has been canceled. You keep access until ${timeElement(sub.current_period_end)}.`;
  if (done === 'resumed' && !sub.cancel_at_period_end) return 'Your subscription has been resumed.';
  return undefined;
}

/** The hosted pages' routes; undefined when the path is not one of them. */
export function handlePage(billing: Billing, method: string, path: string, query: string, body: string): PageResponse | undefined {
  const checkout = /^\/c\/pay\/([^/]+)$/.exec(path);
  if (checkout) {
    const id = checkout[1] ?? '';
    if (method === 'GET' || method === 'HEAD') return checkoutGet(billing, id);
    if (method === 'POST') return checkoutPost(billing, id, body);
    return message(405, 'Method not allowed', 'This page only answers GET and POST.');
  }
  const portal = /^\/p\/session\/([^/]+)$/.exec(path);
  if (portal) {
    const id = portal[1] ?? '';
    if (method === 'GET' || method === 'HEAD') return portalGet(billing, id, portalNotice(billing, id, query));
    return message(405, 'Method not allowed', 'This page only answers GET.');
  }
  const change = /^\/p\/session\/([^/]+)\/subscriptions\/([^/]+)\/(cancel|resume)$/.exec(path);
  if (change) {
    const [, id = '', subId = '', verb] = change;
    if (method !== 'POST') return message(405, 'Method not allowed', 'This address only answers POST.');
    if (!ID_PATTERN.test(id) || !ID_PATTERN.test(subId) || !portalSetCancel(billing, id, subId, verb === 'cancel')) {
      return message(404, 'Page not found', 'This subscription cannot be changed from this portal session.');
    }
    return { status: 303, location: `/p/session/${id}?done=${verb === 'cancel' ? 'canceled' : 'resumed'}&subscription=${subId}` };
  }
  return undefined;
}
