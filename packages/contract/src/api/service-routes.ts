import { z } from 'zod';
import type { ApiRoute } from './api-route';
import { ZSetupIntentResponse, ZSignupBody, ZSignupResponse, ZSimulatedCardBody, ZSimulatedCardResponse } from '../accounts';
import { ZAdminAnalytics, ZAdminBillingAnalytics, ZAdminLoginBody, ZAdminLoginResponse, ZAdminMe, ZAdminUserList, ZAuditLog, ZAuditLogQuery, ZAuthorizationEvents, ZAuthorizationEventsQuery, ZPaymentSchedule, ZPaymentScheduleQuery } from '../admin';
import {
  ZBillingActionResponse, ZBillingStats, ZCancelByDetailsBody, ZCancelByEmailBody, ZCancelResult, ZCardSubscriptionResponse, ZConnectionTestResponse, ZCreateSubscriptionBody,
  ZCreateSubscriptionResponse, ZInAppCardSubscription, ZPaymentsConfig, ZProcessDailyBillingResponse, ZSubscriptionActionResponse, ZSubscriptionResponse, ZTestPageCardSubscription,
  ZTriggerBillingBody, ZUndoCancelBody, ZUndoCancelResponse, ZUpdateBillingDayBody,
} from '../billing';
import { ZContentPost, ZContentPostBody, ZContentPostList, ZGenerateDailyPostReply, ZNewContentPostBody } from '../content';
import { ZDistrict, ZNearby, ZNearbyQuery, ZNearestDistrictQuery } from '../geography';
import { ZHealth, ZOutbox, ZOutboxQuery, ZSite } from '../health';
import { ZHelpdeskEvents, ZHelpdeskEventsQuery, ZHelpdeskMessageBody, ZHelpdeskSetup, ZHelpdeskWebhookReply, ZOfflineAssistReply, ZTestAutomationReply } from '../helpdesk';
import {
  ZBuyerAnalyticsAuthBody, ZBuyerAnalyticsAuthResponse, ZBuyerAnalyticsData, ZBuyerAnalyticsQuery, ZBuyerAnalyticsSession, ZBuyerLeadPayload, ZConversionFunnel, ZLeadResponse,
  ZLeadSetupIntentBody, ZLeadSetupIntentResponse, ZLeadSubscribeBody, ZLeadSubscribeResponse, ZLeadView, ZSubmitToPartnerBody, ZSubmitToPartnerResponse, ZTrackResponse,
} from '../leads';
import { ZRefundBody, ZRefundReply, ZRefundsList } from '../refunds';
import { ZBlogPost, ZBlogPostList, ZNewsletterBody, ZNewsletterLinkQuery, ZNewsletterReply, ZSiteFacts, ZSupportMessageBody, ZSupportMessageReply } from '../site';

const ZMessage = z.object({ message: z.string() });
const OPENAPI = 'An OpenAPI 3.1 document (JSON)';

/** Sign-up and subscription, the public site, leads and buyers, operators, the helpdesk and the system calls. */
export const SERVICE_ROUTES: readonly ApiRoute[] = [
  // Sign-up and subscription
  { method: 'POST', path: '/api/create-setup-intent', tag: 'Sign-up and subscription', audience: 'public', summary: "Start saving a card with the payment provider (the provider's client secret)", answer: ZSetupIntentResponse },
  { method: 'POST', path: '/api/signup-with-payment', tag: 'Sign-up and subscription', audience: 'public', summary: 'Sign up with a card: account, 7-day trial and session cookie', body: ZSignupBody, answer: ZSignupResponse, status: 201, errors: { 402: 'The card was declined', 409: 'An account exists for the email', 429: 'Too many card attempts' } },
  { method: 'POST', path: '/api/payments/simulated/payment-methods', tag: 'Sign-up and subscription', audience: 'public', summary: "The simulated provider's card tokeniser (only when that provider is on)", body: ZSimulatedCardBody, answer: ZSimulatedCardResponse, status: 201 },
  { method: 'POST', path: '/api/create-subscription', tag: 'Sign-up and subscription', audience: 'household', summary: 'Subscribe with a saved card (owner only)', body: ZCreateSubscriptionBody, answer: ZCreateSubscriptionResponse, status: 201, alsoAnswers: { 200: 'No paymentMethodId: a setup intent to save a card first (clientSecret)' }, errors: { 402: 'The card was declined', 403: 'Not the owner of the household', 409: 'Already subscribed' } },
  { method: 'GET', path: '/api/acquired/subscription', tag: 'Sign-up and subscription', audience: 'household', summary: "The household's subscription", answer: ZSubscriptionResponse },
  { method: 'POST', path: '/api/acquired/create-subscription', tag: 'Sign-up and subscription', audience: 'household', summary: 'Subscribe with card details (the in-app form, or the test page\'s cardData with customerData; owner only)', body: z.union([ZInAppCardSubscription, ZTestPageCardSubscription]), answer: ZCardSubscriptionResponse, status: 201, errors: { 402: 'The card was declined', 403: 'Not the owner of the household', 429: 'Too many card attempts' } },
  { method: 'POST', path: '/api/acquired/cancel-subscription', tag: 'Sign-up and subscription', audience: 'household', summary: 'Cancel: access stays to the end of the paid period (owner only)', answer: ZSubscriptionActionResponse, errors: { 403: 'Not the owner of the household', 404: 'No subscription', 409: 'Already cancelled' } },
  { method: 'POST', path: '/api/acquired/update-billing-day', tag: 'Sign-up and subscription', audience: 'household', summary: 'Change the pay day (owner only)', body: ZUpdateBillingDayBody, answer: ZSubscriptionActionResponse, errors: { 403: 'Not the owner of the household', 404: 'No subscription' } },
  { method: 'GET', path: '/api/acquired/test', tag: 'Sign-up and subscription', audience: 'household', summary: "Whether the card provider answers (the integration test page)", answer: ZConnectionTestResponse },
  { method: 'POST', path: '/api/subscription/cancel', tag: 'Sign-up and subscription', audience: 'public', summary: 'Cancel by email: a confirmation with a one-click undo goes to the account holder', body: ZCancelByEmailBody, answer: ZCancelResult, errors: { 429: 'Too many attempts' } },
  { method: 'POST', path: '/api/subscription/cancel-by-details', tag: 'Sign-up and subscription', audience: 'public', summary: 'Cancel by name and postcode (strict matching, rate limited, with an email and a one-click undo)', body: ZCancelByDetailsBody, answer: ZCancelResult, errors: { 429: 'Too many attempts' } },
  { method: 'POST', path: '/api/subscription/undo-cancel', tag: 'Sign-up and subscription', audience: 'public', summary: "Undo a cancellation with the email's token", body: ZUndoCancelBody, answer: ZUndoCancelResponse, errors: { 404: 'Unknown or used link', 410: 'Expired' } },
  { method: 'GET', path: '/api/payments/config', tag: 'Sign-up and subscription', audience: 'public', summary: 'The payment provider in use and its publishable key (never a secret)', answer: ZPaymentsConfig },
  { method: 'POST', path: '/api/webhooks/:provider', tag: 'Sign-up and subscription', audience: 'provider', summary: "A payment provider's signed event (stripe or acquired)", params: { provider: 'stripe or acquired' }, answerNote: 'Acknowledged', errors: { 400: 'Bad or stale signature', 404: 'No such provider', 500: 'Handling failed on our side: the event is not marked handled, so the provider delivers it again' } },

  // Site
  { method: 'GET', path: '/api/site/facts', tag: 'Site', audience: 'public', summary: 'Figures for the public pages, from the catalogue', answer: ZSiteFacts },
  { method: 'GET', path: '/api/blog-posts', tag: 'Site', audience: 'public', summary: 'Published blog posts', answer: ZBlogPostList },
  { method: 'GET', path: '/api/blog-posts/:id', tag: 'Site', audience: 'public', summary: 'One blog post', answer: ZBlogPost, errors: { 404: 'No such post' } },
  { method: 'GET', path: '/api/blog-posts/:id/related', tag: 'Site', audience: 'public', summary: 'Posts related to one', answer: z.array(ZBlogPost), errors: { 404: 'No such post' } },
  { method: 'GET', path: '/api/blog-posts/:id/image.svg', tag: 'Site', audience: 'public', summary: "A post's picture", media: 'image/svg+xml', errors: { 404: 'No such post' } },
  { method: 'GET', path: '/api/blog-posts/:id/author.svg', tag: 'Site', audience: 'public', summary: "A post's author portrait", media: 'image/svg+xml', errors: { 404: 'No such post' } },
  { method: 'POST', path: '/api/newsletter/subscribe', tag: 'Site', audience: 'public', summary: 'Subscribe to the newsletter (a confirmation email follows)', body: ZNewsletterBody, answer: ZNewsletterReply, errors: { 429: 'Too many subscriptions' } },
  { method: 'GET', path: '/api/newsletter/confirm', tag: 'Site', audience: 'public', summary: "Confirm a subscription with the email's link", query: ZNewsletterLinkQuery, status: 302, answerNote: 'Redirects to the blog with a note: /blog?newsletter=confirmed, or =invalid for an unknown or used link' },
  { method: 'GET', path: '/api/newsletter/unsubscribe', tag: 'Site', audience: 'public', summary: "Unsubscribe with the email's link", query: ZNewsletterLinkQuery, status: 302, answerNote: 'Redirects to the blog with a note: /blog?newsletter=unsubscribed, or =invalid for an unknown link' },
  { method: 'POST', path: '/api/support/send-message', tag: 'Site', audience: 'public', summary: 'Send a message to support', body: ZSupportMessageBody, answer: ZSupportMessageReply, status: 201, errors: { 429: 'Too many messages' } },
  { method: 'GET', path: '/api/postcodes/nearest', tag: 'Site', audience: 'public', summary: 'The postcode district nearest a point', query: ZNearestDistrictQuery, answer: ZDistrict },
  { method: 'GET', path: '/api/stores/nearby', tag: 'Site', audience: 'public', summary: 'Supermarkets near a postcode', query: ZNearbyQuery, answer: ZNearby },

  // Leads and buyers
  { method: 'POST', path: '/api/buyer/process-lead', tag: 'Buyer intake', audience: 'buyer', summary: 'Offer a lead', body: ZBuyerLeadPayload, answer: ZLeadResponse, errors: { 429: 'Over the key\'s rate' } },
  { method: 'GET', path: '/api/buyer/openapi.json', tag: 'System', audience: 'public', summary: "The buyers' view of this document, with examples", answerNote: OPENAPI },
  { method: 'GET', path: '/api/buyer/postman-collection.json', tag: 'System', audience: 'public', summary: "A Postman collection of the buyers' examples", answerNote: 'A Postman v2.1 collection (attachment)' },
  { method: 'GET', path: '/api/leads/:sessionId', tag: 'Leads', audience: 'public', summary: 'A bought lead\'s welcome details, by its session', answer: ZLeadView, errors: { 404: 'Unknown session', 410: 'The session has expired' } },
  { method: 'POST', path: '/api/leads/:sessionId/track-welcome-view', tag: 'Leads', audience: 'public', summary: 'Record that the welcome page was seen', answer: ZTrackResponse, errors: { 404: 'Unknown session' } },
  { method: 'POST', path: '/api/leads/:sessionId/track-subscription-view', tag: 'Leads', audience: 'public', summary: 'Record that the subscription page was seen', answer: ZTrackResponse, errors: { 404: 'Unknown session' } },
  { method: 'POST', path: '/api/subscription/create-setup-intent', tag: 'Leads', audience: 'public', summary: "Start saving a lead's card", body: ZLeadSetupIntentBody, answer: ZLeadSetupIntentResponse, errors: { 404: 'Unknown session' } },
  { method: 'POST', path: '/api/leads/:sessionId/subscribe', tag: 'Leads', audience: 'public', summary: 'A lead subscribes with the saved card (7-day trial)', body: ZLeadSubscribeBody, answer: ZLeadSubscribeResponse, errors: { 402: 'The card was declined', 404: 'Unknown session', 410: 'The session has expired', 429: 'Too many card attempts' } },
  { method: 'POST', path: '/api/leads/submit-to-:partner', tag: 'Leads', audience: 'public', summary: 'Pass a lead on to the lender-matching partner', params: { partner: 'The partner (a name the server knows)' }, body: ZSubmitToPartnerBody, answer: ZSubmitToPartnerResponse, errors: { 404: 'Unknown partner or session' } },
  { method: 'POST', path: '/api/buyer/analytics/auth', tag: 'Buyer analytics', audience: 'public', summary: 'Sign in to buyer analytics with the shared password (rate limited)', body: ZBuyerAnalyticsAuthBody, answer: ZBuyerAnalyticsAuthResponse, errors: { 401: 'Wrong password', 429: 'Too many attempts', 503: 'Buyer analytics is not set up (no password hash configured)' } },
  { method: 'POST', path: '/api/buyer/analytics/logout', tag: 'Buyer analytics', audience: 'public', summary: 'Sign out of buyer analytics', answer: z.object({ success: z.literal(true) }) },
  { method: 'GET', path: '/api/buyer/analytics/session', tag: 'Buyer analytics', audience: 'public', summary: 'Whether buyer analytics is signed in', answer: ZBuyerAnalyticsSession },
  { method: 'GET', path: '/api/buyer/analytics/data', tag: 'Buyer analytics', audience: 'buyer-analytics', summary: 'Lead figures for a range', query: ZBuyerAnalyticsQuery, answer: ZBuyerAnalyticsData },
  { method: 'GET', path: '/api/buyer-analytics/conversion-funnel', tag: 'Buyer analytics', audience: 'buyer-analytics', summary: 'The conversion funnel for a range', query: ZBuyerAnalyticsQuery, answer: ZConversionFunnel },

  // Operators
  { method: 'POST', path: '/api/admin/login', tag: 'Operators', audience: 'public', summary: 'Operator sign-in: password and authenticator code', body: ZAdminLoginBody, answer: ZAdminLoginResponse, errors: { 401: 'Wrong email, password or code', 403: 'Not an operator account', 429: 'Too many attempts' } },
  { method: 'POST', path: '/api/admin/logout', tag: 'Operators', audience: 'public', summary: 'Operator sign-out', answer: z.object({ ok: z.literal(true), message: z.string() }) },
  { method: 'GET', path: '/api/admin/me', tag: 'Operators', audience: 'operator', summary: 'The signed-in operator', answer: ZAdminMe },
  { method: 'GET', path: '/api/admin/users', tag: 'Operators', audience: 'operator', summary: 'Accounts', answer: ZAdminUserList },
  { method: 'GET', path: '/api/admin/analytics', tag: 'Operators', audience: 'operator', summary: 'Operator figures', answer: ZAdminAnalytics },
  { method: 'GET', path: '/api/admin/billing-analytics', tag: 'Operators', audience: 'operator', summary: 'Billing figures', answer: ZAdminBillingAnalytics },
  { method: 'GET', path: '/api/admin/payment-schedule', tag: 'Operators', audience: 'operator', summary: 'Charges due by day', query: ZPaymentScheduleQuery, answer: ZPaymentSchedule },
  { method: 'GET', path: '/api/admin/authorization-events', tag: 'Operators', audience: 'operator', summary: 'Card authorisations and declines', query: ZAuthorizationEventsQuery, answer: ZAuthorizationEvents },
  { method: 'GET', path: '/api/admin/audit-log', tag: 'Operators', audience: 'operator', summary: "Operators' calls, newest first", query: ZAuditLogQuery, answer: ZAuditLog },
  { method: 'GET', path: '/api/admin/refunds', tag: 'Operators', audience: 'operator', summary: 'Collected payments and refunds', answer: ZRefundsList },
  { method: 'POST', path: '/api/admin/refunds', tag: 'Operators', audience: 'operator', summary: 'Refund a payment by hand', body: ZRefundBody, answer: ZRefundReply, status: 201, errors: { 404: 'No such payment', 409: 'Already refunded' } },
  { method: 'POST', path: '/api/admin/generate-daily-post', tag: 'Operators', audience: 'operator', summary: "Write today's blog post now", answer: ZGenerateDailyPostReply, alsoAnswers: { 201: 'A new post was published' } },
  { method: 'GET', path: '/api/admin/content/posts', tag: 'Operators', audience: 'operator', summary: 'Every post, drafts too', answer: ZContentPostList },
  { method: 'GET', path: '/api/admin/content/posts/:id', tag: 'Operators', audience: 'operator', summary: 'One post', answer: ZContentPost, errors: { 404: 'No such post' } },
  { method: 'POST', path: '/api/admin/content/posts', tag: 'Operators', audience: 'operator', summary: 'Write a post (a draft)', body: ZNewContentPostBody, answer: ZContentPost, status: 201 },
  { method: 'PUT', path: '/api/admin/content/posts/:id', tag: 'Operators', audience: 'operator', summary: 'Change a post', body: ZContentPostBody, answer: ZContentPost, errors: { 404: 'No such post' } },
  { method: 'POST', path: '/api/admin/content/posts/:id/publish', tag: 'Operators', audience: 'operator', summary: 'Publish a post', answer: ZContentPost, errors: { 404: 'No such post' } },
  { method: 'POST', path: '/api/admin/content/posts/:id/unpublish', tag: 'Operators', audience: 'operator', summary: 'Take a post back to draft', answer: ZContentPost, errors: { 404: 'No such post' } },
  { method: 'GET', path: '/api/acquired/admin/billing-stats', tag: 'Operators', audience: 'operator', summary: 'Billing figures of the card provider', answer: ZBillingStats },
  { method: 'POST', path: '/api/acquired/admin/trigger-billing', tag: 'Operators', audience: 'operator', summary: 'Run billing for one pay day now', body: ZTriggerBillingBody, answer: ZBillingActionResponse },
  { method: 'POST', path: '/api/acquired/admin/process-daily-billing', tag: 'Operators', audience: 'operator', summary: "Run today's billing now", answer: ZBillingActionResponse },
  { method: 'POST', path: '/api/subscription/process-daily-billing', tag: 'Operators', audience: 'operator', summary: "Run today's billing now (the older path)", answer: ZProcessDailyBillingResponse },

  // Helpdesk
  { method: 'POST', path: '/api/helpdesk/test-automation', tag: 'Helpdesk', audience: 'operator', summary: 'Try the support automation on a message', body: ZHelpdeskMessageBody, answer: ZTestAutomationReply },
  { method: 'POST', path: '/api/helpdesk/offline-assist', tag: 'Helpdesk', audience: 'operator', summary: 'The suggested answer to a message, without sending it', body: ZHelpdeskMessageBody, answer: ZOfflineAssistReply },
  { method: 'POST', path: '/api/helpdesk/webhook', tag: 'Helpdesk', audience: 'provider', summary: "The helpdesk's signed event (a new message)", answer: ZHelpdeskWebhookReply, errors: { 401: 'Bad signature' } },
  { method: 'GET', path: '/api/helpdesk/setup', tag: 'Helpdesk', audience: 'operator', summary: "The helpdesk connection's setup (never a secret)", answer: ZHelpdeskSetup },
  { method: 'GET', path: '/api/helpdesk/events', tag: 'Helpdesk', audience: 'operator', summary: 'What the automation did, newest first', query: ZHelpdeskEventsQuery, answer: ZHelpdeskEvents },

  // System
  { method: 'GET', path: '/api/health', tag: 'System', audience: 'public', summary: 'Liveness', answer: ZHealth },
  { method: 'GET', path: '/api/ready', tag: 'System', audience: 'public', summary: 'Readiness: the database answers', answer: ZHealth, errors: { 503: 'Not ready' } },
  { method: 'GET', path: '/api/site', tag: 'System', audience: 'public', summary: 'The site name and address', answer: ZSite },
  { method: 'GET', path: '/api/dev/outbox', tag: 'System', audience: 'loopback', summary: 'Development only: emails sent (DEV_HELPERS=true, from this machine)', query: ZOutboxQuery, answer: ZOutbox, errors: { 404: 'Development helpers are off' } },
  { method: 'GET', path: '/api/openapi.json', tag: 'System', audience: 'public', summary: 'This document', answerNote: OPENAPI },
  { method: 'GET', path: '/api/household/openapi.json', tag: 'Household', audience: 'public', summary: "The household calls' view of this document", answerNote: OPENAPI },
  { method: 'GET', path: '/api/openapi/recipes.json', tag: 'Own recipes', audience: 'public', summary: "The own recipes' view of this document", answerNote: OPENAPI },
];
