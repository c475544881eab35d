import { z } from 'zod';
import type { ApiRoute } from './api-route';
import { ZChangePasswordBody, ZForgotPasswordBody, ZMagicLoginBody, ZMessageResponse, ZResetPasswordBody, ZSessionsResponse } from '../account-security';
import { ZConfirmDeletionLinkBody, ZDeleteAccountBody, ZDeleteAccountResponse, ZDeletionLinkQuery, ZDeletionLinkStatus, ZDeletionStatus } from '../account-deletion';
import { ZActivityList, ZActivityQuery, ZMealTimes, ZMealTimesBody } from '../household';
import { ZAddLarderItem, ZCookNow, ZCookedMeals, ZLarder, ZLarderItem, ZPatchLarderItem, ZStapleRunOut, ZStaples, ZStaplesState } from '../larder';
import { ZMealPlan, ZSwapPreview } from '../meal-plans';
import { ZPayCycle, ZPayCycleBody } from '../pay-cycle';
import { ZIngredientPrices, ZListSplit, ZLoyaltySettings, ZLoyaltyView, ZPriceChanges, ZReceiptConfirmBody, ZScannedReceipt } from '../receipts';

const NO_ITEM = { 404: "No such item in your household's larder" };
const NO_MEAL = { 404: 'No such plan (or meal) in your household' };
const NO_RECEIPT = { 404: 'No such receipt in your household' };

/**
 * The calls of the larder (issue 17), the account's devices and passwords (issue 21), who changed what and the
 * meal times (issue 18), the swap preview (issue 24) and the receipts and price book (issue 22).
 */
export const ADDED_ROUTES: readonly ApiRoute[] = [
  // Accounts: devices, passwords, the login link's confirmation
  { method: 'GET', path: '/api/user/sessions', tag: 'Accounts', audience: 'household', summary: 'Signed-in devices (browser, system, when signed in and last used; this device marked) and the idle timeout', answer: ZSessionsResponse },
  { method: 'DELETE', path: '/api/user/sessions/:id', tag: 'Accounts', audience: 'household', summary: 'Sign out one device', answer: ZMessageResponse, errors: { 404: 'No such device of yours' } },
  { method: 'POST', path: '/api/user/sessions/sign-out-everywhere', tag: 'Accounts', audience: 'household', summary: 'Sign out every device, this one too', answer: ZMessageResponse },
  { method: 'POST', path: '/api/user/password', tag: 'Accounts', audience: 'household', summary: 'Change the password (the current one required); signs out the other devices', body: ZChangePasswordBody, answer: ZMessageResponse, errors: { 429: 'Too many wrong current passwords' } },
  { method: 'POST', path: '/api/auth/forgot-password', tag: 'Accounts', audience: 'public', summary: 'Email a password reset link (30 minutes, single use); the same answer whether or not the email has an account', body: ZForgotPasswordBody, answer: ZMessageResponse.extend({ resetUrl: z.string().optional().describe('With DEV_HELPERS, outside production, to this machine only: the link itself') }), errors: { 429: 'Too many links' } },
  { method: 'POST', path: '/api/auth/reset-password', tag: 'Accounts', audience: 'public', summary: 'Set a new password from a reset link; signs out every device', body: ZResetPasswordBody, answer: ZMessageResponse, errors: { 410: 'The link is used or expired' } },
  { method: 'GET', path: '/api/user/deletion', tag: 'Accounts', audience: 'household', summary: 'Whether the account is marked for deletion, and the moment it is erased unless kept', answer: ZDeletionStatus },
  { method: 'DELETE', path: '/api/user', tag: 'Accounts', audience: 'household', summary: 'Delete the account (confirmed by the current password; without one, by POST /api/user/deletion-link): signed out everywhere, erased after 14 days unless kept; a member leaves the household, an owner first cancels the subscription and is alone in the household', body: ZDeleteAccountBody, answer: ZDeleteAccountResponse, errors: { 409: 'Subscription not cancelled, others still in the household, no password set, or already marked', 429: 'Too many wrong passwords' } },
  { method: 'POST', path: '/api/user/deletion-link', tag: 'Accounts', audience: 'household', summary: "Email a link that confirms the account's deletion (instead of the password; single use, 30 minutes, a newer link retires the older), to the account's own address", answer: ZMessageResponse, errors: { 409: 'Subscription not cancelled, others still in the household, or already marked', 429: 'Too many links (3 an hour)' } },
  { method: 'GET', path: '/api/user/deletion-link', tag: 'Accounts', audience: 'public', summary: "Whether an emailed deletion link can still be used (the link page asks before showing its button); changes nothing", query: ZDeletionLinkQuery, answer: ZDeletionLinkStatus, errors: { 404: 'Not a link we sent', 410: 'The link is used, replaced by a newer one, or expired' } },
  { method: 'POST', path: '/api/user/deletion-link/confirm', tag: 'Accounts', audience: 'public', summary: "The deletion link page's button: marks the account for deletion as DELETE /api/user does (same rules), signs it out everywhere; erased after 14 days unless kept", body: ZConfirmDeletionLinkBody, answer: ZDeleteAccountResponse, errors: { 404: 'Not a link we sent', 409: 'Subscription not cancelled, others still in the household, or already marked', 410: 'The link is used, replaced by a newer one, or expired' } },
  { method: 'POST', path: '/api/user/undo-delete', tag: 'Accounts', audience: 'household', summary: '"Keep my account": signed in within the 14 days, the deletion is undone', answer: ZMessageResponse, errors: { 409: 'The account is not marked for deletion' } },
  { method: 'POST', path: '/api/auth/magic-login', tag: 'Accounts', audience: 'public', summary: "Confirm a login link (the page's Sign In button): signs in", body: ZMagicLoginBody, answer: ZMessageResponse, errors: { 401: 'The link is not valid, used or expired' } },

  // The larder
  { method: 'GET', path: '/api/larder', tag: 'Meal plans', audience: 'household', summary: 'What the household holds (fridge, freezer, cupboard; use soon first), its value, staples and the waste thrown away', answer: ZLarder },
  { method: 'POST', path: '/api/larder/items', tag: 'Meal plans', audience: 'household', summary: 'Add to the larder ("500 g basmati rice", or an ingredient and amount)', body: ZAddLarderItem, answer: ZLarderItem, status: 201 },
  { method: 'PATCH', path: '/api/larder/items/:id', tag: 'Meal plans', audience: 'household', summary: 'Correct an item: amount, place (to the freezer), best-before', body: ZPatchLarderItem, answer: ZLarderItem, errors: NO_ITEM },
  { method: 'DELETE', path: '/api/larder/items/:id', tag: 'Meal plans', audience: 'household', summary: 'Take out an item (or some of it) as used or thrown away (`reason`); thrown away records its value as waste', answerNote: '{ removed, value, left }', errors: NO_ITEM },
  { method: 'GET', path: '/api/larder/staples', tag: 'Meal plans', audience: 'household', summary: 'What the household always keeps (never put on a list nor counted in a plan\'s cost until marked run out); the usual ten until it chooses', answer: ZStaplesState },
  { method: 'PUT', path: '/api/larder/staples', tag: 'Meal plans', audience: 'household', summary: 'Set the staples (the household has now chosen them)', body: ZStaples, answer: ZStaplesState },
  { method: 'PUT', path: '/api/larder/staples/:ingredient', tag: 'Meal plans', audience: 'household', summary: 'Mark a staple run out (`runOut: true`: the next list buys it; ticking that line puts it back) or back in the cupboard', body: ZStapleRunOut, answer: ZStaplesState, errors: { 400: 'Not one of the staples, or runOut is not true or false' } },
  { method: 'GET', path: '/api/larder/cook-now', tag: 'Meal plans', audience: 'household', summary: 'What can I cook now? Recipes makeable from the larder (or one ingredient missing, with its cost)', answer: ZCookNow },
  { method: 'POST', path: '/api/larder/plan', tag: 'Meal plans', audience: 'household', summary: 'Cook from my larder: a plan that spends what is held first, with its list', answer: ZMealPlan, status: 201 },
  { method: 'GET', path: '/api/meal-plans/:id/cooked', tag: 'Meal plans', audience: 'household', summary: "The plan's meals marked cooked (or undone), by hand or at the end of their day", answer: ZCookedMeals, errors: NO_MEAL },
  { method: 'POST', path: '/api/meal-plans/:id/meals/:mealId/cooked', tag: 'Meal plans', audience: 'household', summary: 'Mark a meal cooked: the larder gives what it uses; leftover portions go in', answerNote: '{ cooked, itemsChanged, leftovers }', errors: { ...NO_MEAL, 409: 'Already cooked' } },
  { method: 'DELETE', path: '/api/meal-plans/:id/meals/:mealId/cooked', tag: 'Meal plans', audience: 'household', summary: 'Undo a meal marked cooked: what it took goes back', answer: z.object({ cooked: z.boolean() }), errors: NO_MEAL },

  // Plans: the cost of a swap before it is made
  { method: 'GET', path: '/api/simple-meal-plans/:id/items/:itemId/swap-preview', tag: 'Meal plans', audience: 'household', summary: "What a swap would put in and the week's new total; stores nothing", answer: ZSwapPreview, errors: { ...NO_MEAL, 409: 'The meal is locked', 422: 'No other meal fits the week within the budget (the message says why)' } },

  // Household: who changed what, meal times
  { method: 'GET', path: '/api/household/activity', tag: 'Household', audience: 'household', summary: "Who changed what in the household's plans, recipes, chats, lists, receipts and settings, newest first (kept 180 days)", query: ZActivityQuery, answer: ZActivityList },
  { method: 'GET', path: '/api/household/meal-times', tag: 'Household', audience: 'household', summary: "The household's meal times (UK time) and lengths, used by the calendar", answer: ZMealTimes },
  { method: 'PUT', path: '/api/household/meal-times', tag: 'Household', audience: 'household', summary: 'Change some meal times (any member): HH:MM, 10-240 minutes, breakfast before lunch before dinner', body: ZMealTimesBody, answer: ZMealTimes },

  // Receipts and the price book
  { method: 'POST', path: '/api/receipts', tag: 'Budget', audience: 'household', summary: 'Read a receipt: a photo or PDF (multipart `file`, or the raw bytes) or its text (JSON `{text}`); answers the parsed preview, saved as a draft', answer: ZScannedReceipt, status: 201, errors: { 400: 'No text sent, or it does not read as a till receipt (field: text or receipt)', 413: 'Over 10 MB, or a photo over a reading limit (its sides, its pixels once scaled, the time or memory it takes to read; the message names it)', 415: 'Not an image, PDF or text', 429: 'Too many receipts read this hour by the household (20) or from the address (60); see Retry-After', 503: 'The receipt readers are all busy, or the one reading it stopped: try again after Retry-After' } },
  { method: 'GET', path: '/api/receipts', tag: 'Budget', audience: 'household', summary: "The household's read receipts, newest first", answer: z.object({ receipts: z.array(ZScannedReceipt) }) },
  { method: 'GET', path: '/api/receipts/loyalty', tag: 'Budget', audience: 'household', summary: 'The loyalty cards the household holds and whether it shares its prices (pooled, anonymous)', answer: ZLoyaltyView },
  { method: 'PUT', path: '/api/receipts/loyalty', tag: 'Budget', audience: 'household', summary: 'Set the loyalty cards and the sharing of prices', body: ZLoyaltySettings, answer: ZLoyaltyView },
  { method: 'GET', path: '/api/receipts/price-changes', tag: 'Budget', audience: 'household', summary: 'What became dearer among the foods on the household\'s receipts: a rise of more than 10 % a unit, or a pack that shrank, against a price at least three weeks older (its own receipts and pooled ones)', answer: ZPriceChanges },
  { method: 'GET', path: '/api/receipts/:id', tag: 'Budget', audience: 'household', summary: 'One read receipt', answer: ZScannedReceipt, errors: NO_RECEIPT },
  { method: 'POST', path: '/api/receipts/:id/confirm', tag: 'Budget', audience: 'household', summary: "Confirm a receipt with corrections: its prices go to the price book and its total to the budget tracker", body: ZReceiptConfirmBody, answer: ZScannedReceipt, errors: { ...NO_RECEIPT, 409: 'Already confirmed' } },
  { method: 'GET', path: '/api/budget/pay-cycle', tag: 'Budget', audience: 'household', summary: "How the household is paid and the current pay period: its money spread over its weeks (the last week before pay day kept at or above £38.60 a person), spent, left, and the line \"£142 left for 13 days until pay day (Friday 12 December)\"", answer: ZPayCycle },
  { method: 'PUT', path: '/api/budget/pay-cycle', tag: 'Budget', audience: 'household', summary: 'Set how the household is paid (weekly, fortnightly, four-weekly, monthly on a day, the last working day, Universal Credit) and its food money a period; weekends and bank holidays move pay day to the working day before', body: ZPayCycleBody, answer: ZPayCycle },
  { method: 'DELETE', path: '/api/budget/pay-cycle', tag: 'Budget', audience: 'household', summary: 'Stop budgeting by pay day: back to the plain weekly budget', answer: ZPayCycle },
  { method: 'GET', path: '/api/prices/:ingredient', tag: 'Budget', audience: 'household', summary: 'What we know of an ingredient\'s price: each source (own receipts, households near you, estimate), chain and date', answer: ZIngredientPrices, errors: { 404: 'No such ingredient' } },
  { method: 'GET', path: '/api/simple-shopping-lists/:id/split', tag: 'Shopping lists', audience: 'household', summary: 'One shop or split the shop: the cheapest chain, and the cheapest split across two with what goes where', answer: ZListSplit, errors: { 404: 'No such list in your household' } },
];
