import type { Context, Next } from 'koa';
import { ordinal } from '@larder/domain/billing/billing-rules';
import type { CardFormInput } from '@larder/domain/billing/start-subscription/start-subscription.use-case';
import type { BillingRunSummary } from '@larder/domain/billing/run-daily-billing/run-daily-billing.use-case';
import {
  ZCancelByDetailsBody,
  ZCancelByEmailBody,
  ZCreateSubscriptionBody,
  ZInAppCardSubscription,
  ZTestPageCardSubscription,
  ZTriggerBillingBody,
  ZUndoCancelBody,
  ZUpdateBillingDayBody,
} from '@larder/contract/billing';
import type { HttpDependencies } from '../dependencies';
import { HttpError, unwrap } from '../errors/error-map';
import { presentSubscription } from '../presenters/subscription.presenter';
import { requireAdmin, requireUser } from '../session/session-cookie';
import { linkOrigin } from '../site-origin';
import { parseInput } from '../validation';
import { householdId, refuseMember, requireHouseholdOwner } from '../session/household-scope';
import { newRouter } from './router';

/** The card form calls answer failures as `{ success: false, error, message }` (document 001 reads `error`). */
async function cardFormErrors(ctx: Context, next: Next) {
  try {
    await next();
  } catch (caught) {
    if (!(caught instanceof HttpError)) throw caught;
    ctx.status = caught.status;
    ctx.set(caught.headers);
    ctx.body = { success: false, error: caught.message, message: caught.message, ...(caught.field ? { field: caught.field } : {}) };
  }
}

const runMessage = (summary: BillingRunSummary) =>
  `Billing run for ${summary.date}: ${summary.due} due, ${summary.charged} charged, ${summary.retried} to retry, ${summary.failed} failed, ${summary.skipped} skipped` +
  (summary.reconciled ? `, ${summary.reconciled} earlier attempts settled.` : '.');

/**
 * Subscriptions and billing: document 000 (/subscribe), document 001 (the second provider's calls) and
 * document 002 (public cancellation, the daily billing action). Admin calls are enforced here, by role.
 */
export function billingRoutes(deps: HttpDependencies) {
  const router = newRouter();
  const origin = (ctx: Context) => linkOrigin(ctx, deps.config);
  router.use(['/api/acquired/admin', '/api/subscription/process-daily-billing'], requireAdmin());

  // The /subscribe page: first a client secret for the card form, then the card's payment method starts the subscription.
  router.post('/api/create-subscription', requireHouseholdOwner(deps.users), async (ctx) => {
    const body = parseInput(ZCreateSubscriptionBody, ctx.request.body ?? {});
    const user = ctx.state.user!;
    if (!body.paymentMethodId) {
      unwrap(await deps.billing.startSubscription.canStart(user.id));
      const intent = await deps.createSetupIntent.execute();
      ctx.body = { clientSecret: intent.clientSecret, provider: deps.config.paymentProvider, publishableKey: deps.config.publishableKey };
      return;
    }
    const subscription = unwrap(
      await deps.cardAttempts.attempt({ account: user.id, address: ctx.ip, form: 'subscribe' }, () =>
        deps.billing.startSubscription.start(user, { paymentMethodId: body.paymentMethodId!, payDay: body.preferredPayDay }),
      ),
    );
    ctx.status = 201;
    ctx.body = {
      subscription: presentSubscription(subscription),
      message:
        subscription.status === 'trialing'
          ? 'Your 7-day free trial has been activated!'
          : `You are subscribed to the Pro plan. You will be billed on the ${ordinal(subscription.preferredPayDay)} of each month.`,
    };
  });

  router.get('/api/acquired/subscription', requireUser(), async (ctx) => {
    const subscription = await deps.billing.getSubscription.execute(householdId(ctx));
    ctx.body = { subscription: subscription ? presentSubscription(subscription) : null };
  });

  router.post('/api/acquired/create-subscription', cardFormErrors, requireHouseholdOwner(deps.users), async (ctx) => {
    const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
    let input: CardFormInput;
    if (raw.cardDetails !== undefined) {
      const body = parseInput(ZInAppCardSubscription, raw);
      input = {
        firstName: body.firstName,
        lastName: body.lastName,
        amount: body.amount === undefined ? null : { pounds: body.amount },
        billingDay: body.billingDay,
        card: body.cardDetails,
      };
    } else if (raw.cardData !== undefined) {
      const body = parseInput(ZTestPageCardSubscription, raw);
      input = {
        firstName: body.customerData.firstName,
        lastName: body.customerData.lastName,
        ...(body.customerData.email !== undefined ? { email: body.customerData.email } : {}),
        amount: body.amount === undefined ? null : { pence: body.amount },
        billingDay: body.payDay,
        card: {
          holderName: body.cardData.holder_name,
          number: body.cardData.number,
          expiryMonth: body.cardData.expiry_month,
          expiryYear: body.cardData.expiry_year,
          cvv: body.cardData.cvv,
        },
      };
    } else {
      throw new HttpError(400, 'Send the card as cardDetails (the in-app form) or cardData with customerData (the test page).', 'cardDetails');
    }
    const { subscription, replacedCard } = unwrap(
      await deps.cardAttempts.attempt({ account: ctx.state.user!.id, address: ctx.ip, form: 'card-form' }, () => deps.billing.startSubscription.subscribeWithCard(ctx.state.user!, input)),
    );
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: replacedCard
        ? `Your new card is saved and replaces the one on file. You will be billed on the ${ordinal(subscription.preferredPayDay)} of each month.`
        : subscription.status === 'trialing'
          ? `Your card is saved and your free trial has started. You will be billed on the ${ordinal(subscription.preferredPayDay)} of each month.`
          : `Payment successful. You will be billed on the ${ordinal(subscription.preferredPayDay)} of each month.`,
      subscription: presentSubscription(subscription),
    };
  });

  router.post('/api/acquired/cancel-subscription', requireHouseholdOwner(deps.users, 'cancel'), async (ctx) => {
    const outcome = unwrap(await deps.billing.cancelSubscription.own(ctx.state.user!.id, origin(ctx)));
    if (outcome.status === 'already_cancelled') throw new HttpError(409, 'This subscription is already cancelled.');
    ctx.body = { success: true, message: 'Your Acquired subscription has been cancelled successfully.', subscription: presentSubscription(outcome.subscription) };
  });

  router.post('/api/acquired/update-billing-day', requireHouseholdOwner(deps.users), async (ctx) => {
    const body = parseInput(ZUpdateBillingDayBody, ctx.request.body);
    const subscription = unwrap(await deps.billing.changeBillingDay.execute(ctx.state.user!.id, body.billingDay));
    ctx.body = { success: true, message: 'Your billing day has been updated successfully.', subscription: presentSubscription(subscription) };
  });

  router.get('/api/acquired/test', requireUser(), async (ctx) => {
    const gateway = deps.gateways.cardForm;
    const result = await gateway.testConnection().catch(() => ({ ok: false, message: 'Connection failed' }));
    ctx.body = result.ok
      ? { success: true, message: result.message || 'Connection successful', provider: gateway.provider }
      : { success: false, message: result.message || 'Connection failed', error: result.message || 'Connection failed', provider: gateway.provider };
  });

  router.get('/api/acquired/admin/billing-stats', async (ctx) => {
    ctx.body = await deps.billing.billingStatistics.execute();
  });

  const runBilling = async (payDay?: number) => {
    const summary = await deps.billing.runDailyBilling.execute(payDay === undefined ? {} : { payDay });
    if (!summary.ran) throw new HttpError(409, 'A billing run is already in progress. Try again in a minute.');
    return summary;
  };

  router.post('/api/acquired/admin/trigger-billing', async (ctx) => {
    const body = parseInput(ZTriggerBillingBody, ctx.request.body);
    const day = typeof body.day === 'number' ? body.day : /^\d{1,2}$/.test(body.day.trim()) ? Number(body.day) : NaN;
    if (!Number.isInteger(day) || day < 1 || day > 31) throw new HttpError(400, 'Billing day must be between 1 and 31', 'day');
    const summary = await runBilling(day);
    ctx.body = { success: true, message: runMessage(summary), summary };
  });

  router.post('/api/acquired/admin/process-daily-billing', async (ctx) => {
    const summary = await runBilling();
    ctx.body = { success: true, message: runMessage(summary), summary };
  });

  router.post('/api/subscription/process-daily-billing', async (ctx) => {
    const summary = await runBilling();
    ctx.body = { ...summary, processed: summary.due, successful: summary.charged };
  });

  const presentCancel = (outcome: { status: 'cancelled' | 'already_cancelled'; customerEmail: string; accessEndsAt: Date | null }) => ({
    status: outcome.status,
    customerEmail: outcome.customerEmail,
    accessEndsAt: outcome.accessEndsAt?.toISOString() ?? null,
    message:
      outcome.status === 'already_cancelled'
        ? 'This subscription was already cancelled. You will not be charged again.'
        : outcome.accessEndsAt
          ? `Your subscription is cancelled. You keep access until ${outcome.accessEndsAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} and will not be charged again.`
          : 'Your subscription is cancelled. You will not be charged again.',
  });

  router.post('/api/subscription/cancel', async (ctx) => {
    const body = parseInput(ZCancelByEmailBody, ctx.request.body);
    // A signed-in member pays nothing and cancels nothing: the answer names who does.
    if (ctx.state.user && ctx.state.household?.role === 'member') await refuseMember(ctx, deps.users, 'cancel');
    ctx.body = presentCancel(unwrap(await deps.billing.cancelSubscription.byEmail(body, { address: ctx.ip, origin: origin(ctx) })));
  });

  router.post('/api/subscription/cancel-by-details', async (ctx) => {
    const body = parseInput(ZCancelByDetailsBody, ctx.request.body);
    if (ctx.state.user && ctx.state.household?.role === 'member') await refuseMember(ctx, deps.users, 'cancel');
    ctx.body = presentCancel(unwrap(await deps.billing.cancelSubscription.byDetails(body, { address: ctx.ip, origin: origin(ctx) })));
  });

  router.post('/api/subscription/undo-cancel', async (ctx) => {
    const body = parseInput(ZUndoCancelBody, ctx.request.body);
    const subscription = unwrap(await deps.billing.undoCancellation.execute(body.token));
    ctx.body = {
      status: subscription.status,
      message: 'Your subscription continues. Nothing else changes.',
      nextBillingDate: presentSubscription(subscription).nextBillingDate,
    };
  });

  router.get('/api/payments/config', async (ctx) => {
    ctx.body = deps.paymentsConfig;
  });

  // Provider webhooks: the signature is checked over the raw body before anything is read; each event is handled once.
  router.post('/api/webhooks/:provider', async (ctx) => {
    const verifier = deps.webhookVerifiers.find((v) => v.provider === ctx.params.provider && v.configured);
    if (!verifier) throw new HttpError(404, `No webhook is configured for ${ctx.params.provider}.`);
    const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(ctx.headers)) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    const event = unwrap(verifier.verify(raw, headers, deps.clock.now()));
    // Settled first, marked handled after: a failure on the way is answered 500, the provider delivers the event
    // again, and it is settled then. Settling twice changes nothing (only an attempt still in doubt is settled).
    const settled = event.idempotencyKey && event.outcome ? await deps.billing.settleProviderAnswer.execute(event.idempotencyKey, event.outcome) : false;
    const first = await deps.webhookLedger.firstTime(verifier.provider, event.id, event.type, deps.clock.now());
    ctx.body = { received: true, duplicate: !first, settled };
  });

  return router;
}
