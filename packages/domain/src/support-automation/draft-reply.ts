import { ordinal } from '../billing/billing-rules';
import { PLAN } from '../billing/plan';
import type { Subscription } from '../billing/subscription';
import { formatPounds } from '../shared/money';
import type { Intent } from './intents';

const longDate = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const price = `£${formatPounds(PLAN.pricePence)}`;

/** What a reply may say about the sender's own account; null when the sender's address is not an account's email. */
export interface AccountFacts {
  readonly email: string;
  readonly subscription: Subscription | null;
  /** Payments collected, newest first (period and amount). */
  readonly payments: ReadonlyArray<{ readonly periodDate: Date; readonly amountPence: number }>;
}

/** What the automation did or would do, as the reply reports it. */
export interface ReplyOutcome {
  /** The cancellation made (or that would be made): the access end it gives. */
  readonly cancellation: { readonly accessEndsAt: Date | null } | null;
  readonly refund: { readonly amountPence: number } | null;
  readonly flagged: boolean;
}

export interface DraftInput {
  readonly intent: Intent;
  readonly greetingName: string;
  readonly account: AccountFacts | null;
  readonly outcome: ReplyOutcome;
  readonly origin: string;
  readonly supportEmail: string;
  readonly message: string;
}

const greeting = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || 'there'},`;
const signOff = ['', 'Best wishes,', 'The Larder team'];

/** The status sentence of a subscription, from its real fields. */
export function describeSubscription(subscription: Subscription, now: Date): string[] {
  const amount = `£${formatPounds(subscription.amountPence)}`;
  const day = `the ${ordinal(subscription.preferredPayDay)} of each month (the last day in shorter months)`;
  switch (subscription.status) {
    case 'trialing':
      return [
        subscription.trialEndsAt ? `You're on your free trial until ${longDate(subscription.trialEndsAt)}; nothing is charged before then.` : "You're on your free trial; nothing is charged before it ends.",
        subscription.nextChargeAt ? `Your first payment of ${amount} will be taken on ${longDate(subscription.nextChargeAt)}, and then on ${day}.` : `After the trial, ${amount} is taken on ${day}.`,
      ];
    case 'active':
      return [`Your subscription is active.`, subscription.nextChargeAt ? `Your next payment of ${amount} is due on ${longDate(subscription.nextChargeAt)}; you're billed on ${day}.` : `You're billed ${amount} on ${day}.`];
    case 'pending':
      return [
        `Your last payment of ${amount} didn't go through.`,
        subscription.nextChargeAt ? `We'll try your card again on ${longDate(subscription.nextChargeAt)}; if it has changed, add the new card on the Subscribe page before then.` : 'Please add a new card on the Subscribe page.',
      ];
    case 'failed':
      return [`Your subscription is paused because your card was declined, so nothing more will be taken. Add a working card on the Subscribe page to carry on.`];
    case 'cancelled': {
      const endsAt = subscription.accessEndsAt;
      return [endsAt && endsAt.getTime() > now.getTime() ? `Your subscription is cancelled. You keep full access until ${longDate(endsAt)}, and nothing more will be charged.` : 'Your subscription is cancelled and nothing more will be charged.'];
    }
  }
}

const NOT_FOUND = (origin: string) => [
  "I couldn't find a Larder account for the email address you wrote from, so I haven't looked at or changed any account.",
  `If you signed up with a different address, please write to us from that one. You can also cancel yourself at ${origin}/cancel-subscription with your name and email, or your name and postcode.`,
];

/** The help a planning question gets: the parts of the product its words point at. */
function planningHelp(message: string, origin: string): string[] {
  const text = message.toLowerCase();
  const tips: string[] = [];
  if (/vegetarian|vegan|gluten|coeliac|dairy|halal|kosher|allerg|nut|diet|low carb|keto|pork|beef|eat/.test(text)) {
    tips.push(`Diets and allergies are set in your account (${origin}/account). Allergies and diets are hard rules: the planner never breaks them, and every recipe's allergens come from its ingredients.`);
  }
  if (/budget|cheaper|cost|price|over/.test(text)) tips.push(`Your weekly budget is set in your account; the planner keeps each week within it and tells you when no plan fits. On the meal planner, "make it cheaper" swaps meals for cheaper ones.`);
  if (/aldi|tesco|sainsbury|asda|lidl|waitrose|supermarket|shop/.test(text)) tips.push('Each plan is priced at a supermarket near your postcode; choose the chain on the meal planner and the shopping list follows it.');
  if (/swap|lock|change|regenerate|new plan|next week|dinners|breakfast|lunch|only/.test(text)) {
    tips.push(`On the meal planner (${origin}/meal-planner) you can swap a single meal, lock meals you want to keep when you make a new plan, and choose which meals of the day to plan.`);
  }
  if (/list|aisle|print|share|tick/.test(text)) tips.push(`Your shopping lists (${origin}/shopping-lists) are made from your plan in whole packs, grouped by aisle; you can tick items off in the shop and download the list.`);
  if (/recipe|calorie|nutrition|protein|sugar|cook|freeze|substitute|time|minutes/.test(text)) tips.push(`Every recipe page (${origin}/recipes) shows its time, cost at each supermarket and nutrition per serving worked out from its ingredients.`);
  if (/ai|chat/.test(text)) tips.push(`The AI planner (${origin}/ai-meal-planner) plans a week from a conversation: say what you want, and ask it to make the plan cheaper or quicker.`);
  if (!tips.length) tips.push(`The meal planner (${origin}/meal-planner) builds your week within your budget, and your account (${origin}/account) holds your household size, diets and allergies.`);
  return tips;
}

/** The reply to send, from the customer's own data only; null for messages a person should answer from scratch. */
export function draftReply(input: DraftInput, now: Date): string | null {
  const { account, outcome, origin } = input;
  const lines: string[] = [greeting(input.greetingName), ''];
  switch (input.intent) {
    case 'cancel_request': {
      if (!account) lines.push(...NOT_FOUND(origin));
      else if (outcome.cancellation) {
        const endsAt = outcome.cancellation.accessEndsAt;
        lines.push(
          "I've cancelled your Larder subscription as you asked.",
          endsAt ? `You keep full access until ${longDate(endsAt)}, and nothing more will be charged.` : 'Nothing more will be charged.',
          endsAt ? `We've emailed ${account.email} a link to keep your subscription if you change your mind; it works until ${longDate(endsAt)}.` : '',
          'Our terms do not give refunds for a period that has started, which is why your access runs to its end.',
        );
      } else if (account.subscription?.status === 'cancelled') lines.push(...describeSubscription(account.subscription, now));
      else if (!account.subscription) lines.push("There's no subscription on your account, so nothing will be charged.");
      else lines.push("I've passed your request to a member of our team, who will confirm your cancellation within 24 hours.", ...describeSubscription(account.subscription, now));
      break;
    }
    case 'billing_question': {
      if (!account) {
        lines.push(
          `Larder costs ${price} a month after a ${PLAN.trialDays}-day free trial; nothing is charged during the trial, and you choose the day of the month you pay (the last day in shorter months).`,
          'To tell you about your own payments I need you to write from the email address your account uses.',
        );
      } else if (!account.subscription) lines.push(`There's no subscription on your account, so nothing is charged. Larder costs ${price} a month after a ${PLAN.trialDays}-day free trial.`);
      else {
        lines.push(...describeSubscription(account.subscription, now));
        const last = account.payments[0];
        if (last) lines.push(`Your last payment was ${'£' + formatPounds(last.amountPence)} for ${longDate(last.periodDate)}.`);
        if (account.subscription.status !== 'cancelled' && account.subscription.status !== 'failed') lines.push(`You can change the day you pay on the Subscribe page (${origin}/subscribe).`);
      }
      break;
    }
    case 'charge_dispute': {
      if (outcome.refund) {
        lines.push(`I've refunded £${formatPounds(outcome.refund.amountPence)} to the card it was taken from. Refunds take 5 to 10 business days to reach your account.`);
      } else {
        lines.push("I'm sorry about the worry this has caused.");
        if (!account) lines.push("I couldn't find a Larder account for the email address you wrote from, so please write from the address you signed up with.");
        else if (account.payments.length) {
          const shown = account.payments.slice(0, 3).map((p) => `£${formatPounds(p.amountPence)} for ${longDate(p.periodDate)}`);
          lines.push(`Our records show ${account.payments.length === 1 ? 'one payment' : `${account.payments.length} payments`}: ${shown.join('; ')}${account.payments.length > 3 ? '; and earlier ones' : ''}.`);
        } else lines.push('Our records show no payment taken from you.');
        lines.push('Our terms do not give refunds, but a member of our team will look at your payments personally and reply within 24 hours.');
      }
      if (outcome.cancellation && account) {
        const endsAt = outcome.cancellation.accessEndsAt;
        lines.push(`As you asked, I've also cancelled your subscription${endsAt ? `; you keep access until ${longDate(endsAt)} and nothing more will be charged` : ' and nothing more will be charged'}.`);
      }
      break;
    }
    case 'technical_problem':
      lines.push(
        "I'm sorry Larder isn't working as it should. A few things fix most problems:",
        '- reload the page, or close and reopen the app;',
        `- sign in again at ${origin}/login; if you use a sign-in link, it works once and for 15 minutes, and our emails sometimes land in spam;`,
        '- try another browser, or update the one you use.',
        "I've passed your message to our team as well; if it still happens, reply with what you see (a screenshot helps) and we'll get back to you within 24 hours.",
      );
      break;
    case 'plan_or_recipe_question':
      lines.push('Thanks for your question.', ...planningHelp(input.message, origin), `If that doesn't answer it, reply and a member of our team will help within 24 hours.`);
      break;
    case 'complaint':
      lines.push(
        "I'm sorry we've let you down, and thank you for telling us.",
        "I've passed your message to a member of our team, who will read it personally and reply within 24 hours.",
      );
      break;
    case 'other':
      return null;
  }
  return [...lines.filter((l, i) => l !== '' || i === 1), ...signOff, '', `${input.supportEmail}`].join('\n');
}
