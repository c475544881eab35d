import type { ApiRoute } from './api-route';
import { HOUSEHOLD_ROUTES } from './household-routes';
import { SERVICE_ROUTES } from './service-routes';
import { ADDED_ROUTES } from './added-routes';
import { API_TOKEN_ROUTES } from './api-token-routes';

/** Every call of the HTTP API (the route coverage test holds this list and the server's routers to each other). */
export const API_ROUTES: readonly ApiRoute[] = [...HOUSEHOLD_ROUTES, ...SERVICE_ROUTES, ...ADDED_ROUTES, ...API_TOKEN_ROUTES];
