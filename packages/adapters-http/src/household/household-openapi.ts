import { z } from 'zod';
import { ZErrorBody } from '@larder/contract/common';
import { ZCalendarLink, ZExtraItemBody, ZHousehold, ZInvitationPreview, ZInviteBody, ZAcceptBody, ZUsualItem } from '@larder/contract/household';
import { ZShoppingListItem } from '@larder/contract/shopping-lists';

/**
 * The OpenAPI 3.1 document of the household calls (members, invitations, extras, the live list, the calendar),
 * generated from the zod schemas the server validates with. Served at GET /api/household/openapi.json.
 */
type Json = Record<string, unknown>;
const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
};
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema: schemaOf(schema, 'output') } } });
const body = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: schemaOf(schema, 'input') } } });
const error = (description: string) => json(ZErrorBody, description);
const ZMessage = z.object({ message: z.string() });
const pathParam = (name: string, description: string) => ({ name, in: 'path', required: true, schema: { type: 'string' }, description });
const signedIn = { 401: error('Not signed in (Unauthorized)') };

export function householdOpenApi(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Larder household API',
      version: '1',
      description:
        'A household is an owner and up to five members sharing plans, lists, recipes, budget and chats. Cookie sessions; writes need the site Origin (CSRF). ' +
        "Another household's list, item, invitation or member id answers 404. Errors are { message, field? }.",
    },
    paths: {
      '/api/household': {
        get: { summary: 'The household: members, your role, and (owner) open invitations', responses: { 200: json(ZHousehold, 'The household'), ...signedIn } },
        delete: { summary: 'Delete the household (owner only): every member leaves; the data stays the owner\'s', responses: { 200: json(ZMessage, 'Deleted'), ...signedIn, 403: error('Not the owner'), 404: error('Not in a shared household') } },
      },
      '/api/household/invitations': {
        post: {
          summary: 'Invite by email (owner only): a single-use link valid 7 days goes by email',
          requestBody: body(ZInviteBody),
          responses: { 201: json(ZMessage, 'Sent (in development the answer carries the link)'), 400: error('Bad email (field: email)'), ...signedIn, 403: error('Not the owner'), 409: error('Already a member, or the household is full'), 429: error('Too many invitations today') },
        },
      },
      '/api/household/invitations/{token}': {
        get: { summary: "Who invited whom, and whether the link still works", parameters: [pathParam('token', 'The link token')], responses: { 200: json(ZInvitationPreview, 'The invitation'), 404: error('Not a valid link') } },
      },
      '/api/household/invitations/{id}': {
        delete: { summary: 'Cancel an open invitation (owner only)', parameters: [pathParam('id', 'The invitation id')], responses: { 200: json(ZMessage, 'Cancelled'), ...signedIn, 403: error('Not the owner'), 404: error('No such invitation in your household') } },
      },
      '/api/household/invitations/{token}/accept': {
        post: {
          summary: 'Join: signed in as the invited address, or signed out with a new account for it (no card)',
          parameters: [pathParam('token', 'The link token')],
          requestBody: { ...body(ZAcceptBody), required: false },
          responses: {
            200: json(ZMessage, 'Joined (signed in)'),
            201: json(ZMessage, 'Account made, signed in and joined'),
            400: error('Bad name or password (field)'),
            401: error('An account exists for the address: sign in first'),
            403: error('Signed in as another address'),
            404: error('Not a valid link'),
            409: error('In another household (leave it first), or a subscription of your own (cancel it first)'),
            410: error('Used or expired'),
          },
        },
      },
      '/api/household/members/{userId}': {
        delete: { summary: 'Remove a member (owner only)', parameters: [pathParam('userId', "The member's user id")], responses: { 200: json(ZMessage, 'Removed'), ...signedIn, 403: error('Not the owner'), 404: error('Not a member of your household'), 409: error('The owner cannot be removed') } },
      },
      '/api/household/leave': { post: { summary: 'Leave the household (members only)', responses: { 200: json(ZMessage, 'Left'), ...signedIn, 404: error('Not in a shared household'), 409: error('The owner cannot leave') } } },
      '/api/simple-shopping-lists/{id}/items': {
        post: {
          summary: 'Add a free-text item (extra): aisle guessed from the words unless given; kept when the list is regenerated',
          parameters: [pathParam('id', 'The list id')],
          requestBody: body(ZExtraItemBody),
          responses: { 201: json(ZShoppingListItem, 'The item'), 400: error('Bad input (field: name, quantity, unit, category or price)'), ...signedIn, 404: error('No such list in your household') },
        },
      },
      '/api/simple-shopping-list-items/{itemId}': { delete: { summary: 'Take a line off the list', parameters: [pathParam('itemId', 'The item id')], responses: { 200: json(ZMessage, 'Removed'), ...signedIn, 404: error('No such item in your household') } } },
      '/api/shopping-usuals': { get: { summary: "The household's usuals and the aisles an extra can take", responses: { 200: json(z.object({ usuals: z.array(ZUsualItem), aisles: z.array(z.string()) }), 'Usuals'), ...signedIn } } },
      '/api/shopping-usuals/{id}': { delete: { summary: 'Forget a usual', parameters: [pathParam('id', 'The usual id')], responses: { 200: json(ZMessage, 'Removed'), ...signedIn, 404: error('No such usual') } } },
      '/api/simple-shopping-lists/{id}/usuals': { post: { summary: 'Add every usual not already waiting on the list', parameters: [pathParam('id', 'The list id')], responses: { 200: json(z.object({ added: z.array(ZShoppingListItem) }), 'Added'), ...signedIn, 404: error('No such list') } } },
      '/api/simple-shopping-lists/{id}/events': {
        get: {
          summary: "The list's changes as server-sent events: ready, item-checked, items-added, item-removed, list-changed, list-deleted (data: { listId, kind, itemId?, by?, at })",
          parameters: [pathParam('id', 'The list id')],
          responses: { 200: { description: 'An event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } }, ...signedIn, 404: error('No such list in your household') },
        },
      },
      '/api/calendar/token': {
        get: { summary: 'Whether you have a calendar link (it is shown only when made)', responses: { 200: json(ZCalendarLink, 'Status (url is null)'), ...signedIn } },
        post: { summary: 'Make a new secret calendar link (the old one stops working)', responses: { 201: json(ZCalendarLink, 'The link, shown once'), ...signedIn } },
      },
      '/api/calendar/{token}.ics': {
        get: {
          summary: "The household's meals from a week ago to four weeks ahead as iCalendar (RFC 5545), one event per meal",
          parameters: [pathParam('token', 'The secret token')],
          responses: { 200: { description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } }, 404: error('Unknown or replaced link') },
        },
      },
    },
  };
}
