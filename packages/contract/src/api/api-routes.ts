import type { ApiRoute } from './api-route';
import { HOUSEHOLD_ROUTES } from './household-routes';
import { SERVICE_ROUTES } from './service-routes';

/** Every call of the HTTP API (the route coverage test holds this list and the server's routers to each other). */
export const API_ROUTES: readonly ApiRoute[] = [...HOUSEHOLD_ROUTES, ...SERVICE_ROUTES];
