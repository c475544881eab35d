import { z } from 'zod';
import type { ApiRoute } from './api-route';
import { ZCheckAccountTypeBody, ZCheckAccountTypeResponse, ZDevLoginBody, ZLoginBody, ZLoginResponse, ZMagicLinkBody, ZMagicLinkResponse, ZMagicLoginQuery, ZOnboardingBody, ZPreferencesBody, ZUser } from '../accounts';
import { ZReceipt, ZReceiptBody, ZBudgetOverview } from '../budget';
import { ZChatMessageBody, ZChatPreferences, ZChatPreferencesBody, ZChatTurn, ZConversation, ZChatMessage } from '../chat';
import { ZAcceptBody, ZCalendarLink, ZExtraItemBody, ZHousehold, ZHouseholdInvitation, ZInvitationPreview, ZInviteBody, ZUsualItem } from '../household';
import { ZGenerateBody, ZLockBody, ZMealPlan, ZPlanSettings, ZPlanSettingsBody } from '../meal-plans';
import { ZImportBody, ZImportPreview, ZOwnRecipe, ZOwnRecipeBody, ZOwnRecipeSettings, ZParseLinesBody, ZParsedLines, ZPinBody } from '../own-recipes';
import { ZRecipe, ZRecipeIngredient, ZRecipePage, ZRecipeQuery, ZSaveRecipeBody, ZSavedRecipe } from '../recipes';
import { ZAddRecipeBody, ZCheckItemBody, ZCreateListBody, ZListComparison, ZShoppingList, ZShoppingListItem } from '../shopping-lists';

const ZMessage = z.object({ message: z.string() });
const OWNER = { 403: 'Not the owner of the household' };
const NO_LIST = { 404: 'No such list in your household' };
const NO_PLAN = { 404: 'No such plan (or meal) in your household' };
const NO_RECIPE = { 404: "Not found (or another household's)" };

/** The calls of a signed-in household: account, plans, lists, the household, recipes, chat, budget. */
export const HOUSEHOLD_ROUTES: readonly ApiRoute[] = [
  // Accounts
  { method: 'POST', path: '/api/auth/check-account-type', tag: 'Accounts', audience: 'public', summary: 'The first step of /login: the same answer for every well-formed address, with an account or not (rate limited)', body: ZCheckAccountTypeBody, answer: ZCheckAccountTypeResponse, errors: { 429: 'Too many checks' } },
  { method: 'POST', path: '/api/login', tag: 'Accounts', audience: 'public', summary: 'Sign in with email and password; sets the session cookie', body: ZLoginBody, answer: ZLoginResponse, errors: { 401: 'Wrong email or password', 403: 'An operator account: operators sign in on the console (/admin)', 429: 'Too many attempts' } },
  { method: 'GET', path: '/api/login', tag: 'Accounts', audience: 'public', summary: 'The sign-in page address, kept for old links', status: 302, answerNote: 'Redirects to the sign-in page, /login' },
  { method: 'POST', path: '/api/logout', tag: 'Accounts', audience: 'public', summary: 'Sign out: the session ends and its cookie is cleared', answer: ZMessage },
  { method: 'GET', path: '/api/user', tag: 'Accounts', audience: 'household', summary: 'The signed-in account', answer: ZUser },
  { method: 'POST', path: '/api/auth/request-magic-link', tag: 'Accounts', audience: 'public', summary: 'Email a single-use login link (15 minutes)', body: ZMagicLinkBody, answer: ZMagicLinkResponse, errors: { 429: 'Too many links' } },
  { method: 'GET', path: '/api/auth/magic-login', tag: 'Accounts', audience: 'public', summary: 'Follow a login link: signs in and redirects to the app', query: ZMagicLoginQuery, status: 302, answerNote: 'A redirect to the app (or to the sign-in page with an error)' },
  { method: 'POST', path: '/api/auth/dev-login', tag: 'Accounts', audience: 'loopback', summary: 'Development only (DEV_HELPERS=true, from this machine): sign in as an email', body: ZDevLoginBody, answer: ZMessage, errors: { 404: 'Development helpers are off' } },
  { method: 'PUT', path: '/api/user/preferences', tag: 'Accounts', audience: 'household', summary: "Save the household's profile and preferences", body: ZPreferencesBody, answer: ZUser },
  { method: 'PUT', path: '/api/user/complete-onboarding', tag: 'Accounts', audience: 'household', summary: 'Finish onboarding (with the preferences of the wizard)', body: ZOnboardingBody, answer: ZUser },
  { method: 'GET', path: '/api/user/export', tag: 'Accounts', audience: 'household', summary: "Everything the person and their household hold (plans, lists, larder, own recipes and photos, receipts and the price book, loyalty cards, chats, activity, members, sessions, pay cycle), as one JSON file (the right of access)", answerNote: 'A JSON attachment: larder-export-DATE.json' },
  { method: 'GET', path: '/api/user/export/:part.csv', tag: 'Accounts', audience: 'household', summary: 'The same as CSV: by subject or one record kind', media: 'text/csv', params: { part: 'a subject (lists, plans, spending, receipts, larder, recipes, chats, household, account, billing) or a record kind (larder_items)' }, errors: { 404: 'No such part' } },

  // Meal plans
  { method: 'POST', path: '/api/simple-meal-plans', tag: 'Meal plans', audience: 'household', summary: "Generate a week's plan from the profile, and its shopping list", body: ZGenerateBody, answer: ZMealPlan, status: 201, errors: { 400: 'Bad input (startDate not a date from today up to 28 days ahead, or both startDate and startsToday), or the profile is not complete (field: profile): household size, weekly budget and cooking skill come first', 422: 'No week fits the weekly budget (PLAN.OVER_BUDGET): the message says what the cheapest week costs', 429: 'Too many plans made or re-planned this hour by the household (30); see Retry-After', 503: 'The recipe library is empty' } },
  { method: 'GET', path: '/api/simple-meal-plans-with-items', tag: 'Meal plans', audience: 'household', summary: "The household's plans with their meals, newest first", answer: z.array(ZMealPlan) },
  { method: 'GET', path: '/api/simple-meal-plans/:id', tag: 'Meal plans', audience: 'household', summary: 'One plan', answer: ZMealPlan, errors: NO_PLAN },
  { method: 'POST', path: '/api/simple-meal-plans/:id/items/:itemId/pin', tag: 'Own recipes', audience: 'household', summary: 'Pin a recipe (library or own) into one meal of a plan', body: ZPinBody, answer: ZMealPlan, errors: { 404: 'No such plan, meal or recipe' } },
  { method: 'POST', path: '/api/simple-meal-plans/:id/items/:itemId/swap', tag: 'Meal plans', audience: 'household', summary: 'Swap one meal for another that fits', answer: ZMealPlan, errors: { ...NO_PLAN, 409: 'The meal is locked: unlock it to swap it', 422: 'No week with the swap comes within the budget (PLAN.OVER_BUDGET): the message says what the cheapest week costs' } },
  { method: 'PUT', path: '/api/simple-meal-plans/:id/items/:itemId', tag: 'Meal plans', audience: 'household', summary: 'Lock or unlock a meal (a re-plan keeps locked meals)', body: ZLockBody, answer: ZMealPlan, errors: NO_PLAN },
  { method: 'POST', path: '/api/simple-meal-plans/:id/replan', tag: 'Meal plans', audience: 'household', summary: 'Plan again every meal that is not locked', answer: ZMealPlan, errors: { ...NO_PLAN, 429: 'Too many plans made or re-planned this hour by the household (30); see Retry-After' } },
  { method: 'GET', path: '/api/user/plan-settings', tag: 'Meal plans', audience: 'household', summary: 'The plan settings', answer: ZPlanSettings },
  { method: 'PUT', path: '/api/user/plan-settings', tag: 'Meal plans', audience: 'household', summary: 'Save the plan settings', body: ZPlanSettingsBody, answer: ZPlanSettings },

  // Shopping lists
  { method: 'GET', path: '/api/simple-shopping-lists', tag: 'Shopping lists', audience: 'household', summary: "The household's lists", answer: z.array(ZShoppingList) },
  { method: 'POST', path: '/api/simple-shopping-lists', tag: 'Shopping lists', audience: 'household', summary: 'Make the list of a plan at a chain', body: ZCreateListBody, answer: ZShoppingList, status: 201, errors: NO_PLAN },
  { method: 'POST', path: '/api/shopping-lists', tag: 'Shopping lists', audience: 'household', summary: 'Make the list of a plan at a chain (the older path)', body: ZCreateListBody, answer: ZShoppingList, status: 201, errors: NO_PLAN },
  { method: 'GET', path: '/api/simple-shopping-lists/:id', tag: 'Shopping lists', audience: 'household', summary: 'One list with its items', answer: ZShoppingList, errors: NO_LIST },
  { method: 'POST', path: '/api/shopping-lists/add-recipe', tag: 'Shopping lists', audience: 'household', summary: "Add a recipe's ingredients to a list", body: ZAddRecipeBody, answer: ZShoppingList, errors: NO_LIST },
  { method: 'GET', path: '/api/simple-shopping-lists/:id/compare', tag: 'Shopping lists', audience: 'household', summary: 'The same list priced at each chain', answer: ZListComparison, errors: NO_LIST },
  { method: 'PUT', path: '/api/simple-shopping-list-items/:itemId', tag: 'Shopping lists', audience: 'household', summary: 'Tick or untick an item', body: ZCheckItemBody, answer: ZShoppingListItem, errors: { 404: 'No such item in your household' } },
  { method: 'DELETE', path: '/api/simple-shopping-lists/:id', tag: 'Shopping lists', audience: 'household', summary: 'Delete a list', answer: ZMessage, errors: NO_LIST },
  { method: 'POST', path: '/api/simple-shopping-lists/:id/items', tag: 'Household', audience: 'household', summary: 'Add a free-text item (extra): aisle guessed from the words unless given; kept when the list is regenerated', body: ZExtraItemBody, answer: ZShoppingListItem, status: 201, errors: NO_LIST },
  { method: 'DELETE', path: '/api/simple-shopping-list-items/:itemId', tag: 'Household', audience: 'household', summary: 'Take a line off the list', answer: ZMessage, errors: { 404: 'No such item in your household' } },
  { method: 'GET', path: '/api/shopping-usuals', tag: 'Household', audience: 'household', summary: "The household's usuals and the aisles an extra can take", answer: z.object({ usuals: z.array(ZUsualItem), aisles: z.array(z.string()) }) },
  { method: 'DELETE', path: '/api/shopping-usuals/:id', tag: 'Household', audience: 'household', summary: 'Forget a usual', answer: ZMessage, errors: { 404: 'No such usual' } },
  { method: 'POST', path: '/api/simple-shopping-lists/:id/usuals', tag: 'Household', audience: 'household', summary: 'Add every usual not already waiting on the list', answer: z.object({ added: z.array(ZShoppingListItem) }), errors: NO_LIST },
  { method: 'GET', path: '/api/simple-shopping-lists/:id/events', tag: 'Household', audience: 'household', summary: "The list's changes as server-sent events: ready, item-checked, items-added, item-removed, list-changed, list-deleted, list-archived, plan-made (data: { listId, kind, itemId?, by?, at })", media: 'text/event-stream', errors: { ...NO_LIST, 429: 'Five streams already open for this session or token, or too many opened this hour by the household (300); see Retry-After' } },
  { method: 'GET', path: '/api/household/events', tag: 'Household', audience: 'household', summary: "The household's own changes as server-sent events: ready, then plan-made when any member makes a plan or a list (data: { listId, kind, planId, household, at })", media: 'text/event-stream', errors: { 429: 'Five streams already open for this session or token, or too many opened this hour by the household (300); see Retry-After' } },

  // The household
  { method: 'GET', path: '/api/household', tag: 'Household', audience: 'household', summary: 'The household: members, your role, and (owner) open invitations', answer: ZHousehold },
  { method: 'DELETE', path: '/api/household', tag: 'Household', audience: 'household', summary: "Delete the household (owner only): every member leaves; the data stays the owner's", answer: ZMessage, errors: { ...OWNER, 404: 'Not in a shared household' } },
  { method: 'POST', path: '/api/household/invitations', tag: 'Household', audience: 'household', summary: 'Invite by email (owner only): a single-use link valid 7 days goes by email', body: ZInviteBody, answer: ZMessage.extend({ invitation: ZHouseholdInvitation, link: z.string().optional().describe('Outside production only: the link itself, so no email server is needed to try it') }), status: 201, errors: { ...OWNER, 409: 'Already a member, or the household is full', 429: 'Too many invitations today' } },
  { method: 'GET', path: '/api/household/invitations/:invitation', tag: 'Household', audience: 'public', summary: 'Who invited whom, and whether the link still works', answer: ZInvitationPreview, params: { invitation: "The invitation's link token" }, errors: { 404: 'Not a valid link' } },
  { method: 'DELETE', path: '/api/household/invitations/:invitation', tag: 'Household', audience: 'household', summary: 'Cancel an open invitation (owner only)', answer: ZMessage, params: { invitation: 'The invitation id (not its link token)' }, errors: { ...OWNER, 404: 'No such invitation in your household' } },
  {
    method: 'POST', path: '/api/household/invitations/:invitation/accept', tag: 'Household', audience: 'public', summary: 'Join: signed in as the invited address, or signed out with a new account for it (no card; 201 when an account is made)',
    body: ZAcceptBody, answer: ZMessage.extend({ ownerId: z.string().describe("The household owner's id") }), alsoAnswers: { 201: 'Joined with a new account (signed in)' }, params: { invitation: "The invitation's link token" },
    errors: { 401: 'An account exists for the address: sign in first', 403: 'Signed in as another address', 404: 'Not a valid link', 409: 'In another household (leave it first), or a subscription of your own (cancel it first)', 410: 'Used or expired' },
  },
  { method: 'DELETE', path: '/api/household/members/:userId', tag: 'Household', audience: 'household', summary: 'Remove a member (owner only)', answer: ZMessage, params: { userId: "The member's user id" }, errors: { ...OWNER, 404: 'Not a member of your household', 409: 'The owner cannot be removed' } },
  { method: 'POST', path: '/api/household/leave', tag: 'Household', audience: 'household', summary: 'Leave the household (members only)', answer: ZMessage, errors: { 404: 'Not in a shared household', 409: 'The owner cannot leave' } },
  { method: 'GET', path: '/api/calendar/token', tag: 'Household', audience: 'household', summary: 'Your calendar link and when it was made (url is null when you have none, or when it was made on a server without a link key and so shown once)', answer: ZCalendarLink },
  { method: 'POST', path: '/api/calendar/token', tag: 'Household', audience: 'household', summary: 'Make a new secret calendar link (the old one stops working)', answer: ZCalendarLink, status: 201 },
  { method: 'GET', path: '/api/calendar/:file', tag: 'Household', audience: 'public', summary: "The household's meals from a week ago to four weeks ahead as iCalendar (RFC 5545), one event per meal", media: 'text/calendar', params: { file: 'The secret token followed by .ics' }, errors: { 404: 'Unknown or replaced link' } },

  // Recipes
  { method: 'GET', path: '/api/recipes', tag: 'Recipes', audience: 'public', summary: 'Search the recipe library (and, signed in, your own recipes)', query: ZRecipeQuery, answer: ZRecipePage },
  { method: 'GET', path: '/api/recipes/:id', tag: 'Recipes', audience: 'public', summary: 'One recipe, costed (an own recipe of the signed-in household with its own fields)', answer: z.union([ZOwnRecipe, ZRecipe]), errors: NO_RECIPE },
  { method: 'GET', path: '/api/recipes/:id/ingredients', tag: 'Recipes', audience: 'public', summary: "A recipe's ingredients with their products and prices", answer: z.array(ZRecipeIngredient), errors: NO_RECIPE },
  { method: 'GET', path: '/api/recipes/:id/image.svg', tag: 'Recipes', audience: 'public', summary: "A drawing of the recipe's dish", media: 'image/svg+xml', errors: NO_RECIPE },
  { method: 'GET', path: '/api/saved-recipes', tag: 'Recipes', audience: 'household', summary: 'Saved recipes', answer: z.array(ZSavedRecipe) },
  { method: 'POST', path: '/api/saved-recipes', tag: 'Recipes', audience: 'household', summary: 'Save a recipe', body: ZSaveRecipeBody, answer: ZSavedRecipe, status: 201, errors: NO_RECIPE },
  { method: 'DELETE', path: '/api/saved-recipes/:id', tag: 'Recipes', audience: 'household', summary: 'Forget a saved recipe', answer: ZMessage, errors: { 404: 'Not saved' } },

  // Own recipes
  { method: 'POST', path: '/api/ingredients/parse', tag: 'Own recipes', audience: 'household', summary: 'Parse ingredient lines (for the editor)', body: ZParseLinesBody, answer: ZParsedLines },
  { method: 'POST', path: '/api/recipes/import', tag: 'Own recipes', audience: 'household', summary: 'Preview a recipe from a page address, pasted HTML or pasted text; nothing is saved', body: ZImportBody, answer: ZImportPreview, errors: { 400: 'Bad input, an address that is not http(s), private, unreachable, redirecting more than 5 times, or larger than 5 MB; a page over a reading limit (characters, tags, nesting depth, the time or memory it takes to read; the message names it)', 422: 'No recipe on the page or in the text', 429: 'Too many pages fetched or pasted this hour by the household (30); see Retry-After', 503: 'The page readers are all busy, or the one reading it stopped: try again after Retry-After' } },
  { method: 'POST', path: '/api/recipes', tag: 'Own recipes', audience: 'household', summary: 'Create an own recipe', body: ZOwnRecipeBody, answer: ZOwnRecipe, status: 201 },
  { method: 'PUT', path: '/api/recipes/:id', tag: 'Own recipes', audience: 'household', summary: 'Replace an own recipe', body: ZOwnRecipeBody, answer: ZOwnRecipe, params: { id: 'An own recipe id (own-...)' }, errors: { 403: 'A library recipe cannot be changed', ...NO_RECIPE } },
  { method: 'DELETE', path: '/api/recipes/:id', tag: 'Own recipes', audience: 'household', summary: 'Delete an own recipe (and its photo and saves)', answer: ZMessage, params: { id: 'An own recipe id (own-...)' }, errors: { 403: 'A library recipe cannot be deleted', ...NO_RECIPE } },
  { method: 'GET', path: '/api/recipes/:id/photo', tag: 'Own recipes', audience: 'household', summary: 'The photo (or, without one, a drawing): image/jpeg, image/png, image/webp or image/svg+xml', media: 'image/*', errors: NO_RECIPE },
  { method: 'PUT', path: '/api/recipes/:id/photo', tag: 'Own recipes', audience: 'household', summary: 'Set the photo: the raw JPEG, PNG or WebP image as the body; its type is read from its bytes; resized', answer: ZOwnRecipe, errors: { 400: 'Not a JPEG, PNG or WebP image', 403: 'A library recipe', ...NO_RECIPE, 413: 'Larger than 5 MB, or over a decoding limit (the time or memory it takes; the message names it)', 429: 'Too many photos uploaded this hour by the household (30); see Retry-After', 503: 'The photo readers are all busy, or the one reading it stopped: try again after Retry-After' } },
  { method: 'DELETE', path: '/api/recipes/:id/photo', tag: 'Own recipes', audience: 'household', summary: 'Remove the photo', answer: ZOwnRecipe, errors: NO_RECIPE },
  { method: 'GET', path: '/api/own-recipes', tag: 'Own recipes', audience: 'household', summary: "The household's own recipes, newest first", answer: z.array(ZOwnRecipe) },
  { method: 'GET', path: '/api/own-recipes/settings', tag: 'Own recipes', audience: 'household', summary: '"Plan my recipes too"', answer: ZOwnRecipeSettings },
  { method: 'PUT', path: '/api/own-recipes/settings', tag: 'Own recipes', audience: 'household', summary: 'Turn "plan my recipes too" on or off', body: ZOwnRecipeSettings, answer: ZOwnRecipeSettings },

  // Chat
  { method: 'GET', path: '/api/chat/conversations', tag: 'Chat', audience: 'household', summary: 'The chats with the planner, newest first', answer: z.array(ZConversation) },
  { method: 'GET', path: '/api/chat/conversations/:id/messages', tag: 'Chat', audience: 'household', summary: "A chat's messages", answer: z.array(ZChatMessage), errors: { 404: 'No such chat in your household' } },
  { method: 'POST', path: '/api/chat/start', tag: 'Chat', audience: 'household', summary: 'Start a chat with a first message', body: ZChatMessageBody, answer: ZChatTurn, status: 201, errors: { 429: 'Too many messages' } },
  { method: 'POST', path: '/api/chat/conversations/:id/continue', tag: 'Chat', audience: 'household', summary: 'Send the next message of a chat', body: ZChatMessageBody, answer: ZChatTurn, errors: { 404: 'No such chat in your household', 429: 'Too many messages' } },
  { method: 'GET', path: '/api/chat/preferences', tag: 'Chat', audience: 'household', summary: "The chat's preferences (null until the wizard is answered)", answer: z.object({ preferences: ZChatPreferences.nullable() }) },
  { method: 'POST', path: '/api/chat/preferences', tag: 'Chat', audience: 'household', summary: "Save the chat's preferences", body: ZChatPreferencesBody, answer: z.object({ preferences: ZChatPreferences }) },

  // Budget
  { method: 'GET', path: '/api/budget-tracker', tag: 'Budget', audience: 'household', summary: 'Spending and savings by week, from plans, lists and receipts', answer: ZBudgetOverview },
  { method: 'POST', path: '/api/budget-tracker/receipts', tag: 'Budget', audience: 'household', summary: 'Record a receipt', body: ZReceiptBody, answer: ZReceipt, status: 201 },
  { method: 'DELETE', path: '/api/budget-tracker/receipts/:id', tag: 'Budget', audience: 'household', summary: 'Delete a receipt', answer: ZMessage, errors: { 404: 'No such receipt in your household' } },
];
