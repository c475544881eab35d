import type { ApiRoute } from './api-route';
import { ZMessageResponse } from '../account-security';
import { ZApiTokenList, ZCreateApiTokenBody, ZCreatedApiToken } from '../api-tokens';

/** Personal API tokens (issue 23), managed on /account with the session cookie only: a token cannot manage tokens. */
export const API_TOKEN_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', path: '/api/user/api-tokens', tag: 'API tokens', audience: 'household', summary: 'Your API tokens: name, scope, first characters, when made and last used (never the secret)', answer: ZApiTokenList },
  {
    method: 'POST',
    path: '/api/user/api-tokens',
    tag: 'API tokens',
    audience: 'household',
    summary: 'Make an API token (read or read-write); the answer holds its secret, shown this once',
    body: ZCreateApiTokenBody,
    answer: ZCreatedApiToken,
    status: 201,
    errors: { 409: 'You already hold the most tokens allowed (20)' },
  },
  { method: 'DELETE', path: '/api/user/api-tokens/:id', tag: 'API tokens', audience: 'household', summary: 'Revoke an API token: its next request is refused (401)', answer: ZMessageResponse, errors: { 404: 'No such token of yours' } },
];
