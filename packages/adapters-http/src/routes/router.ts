import { Router } from '@koa/router';
import type { AppState } from '../app-state';

export type AppRouter = Router<AppState>;
/** Paths match case-sensitively: /API/ADMIN/... is not /api/admin/... (it is a 404, never an unaudited admin call). */
export const newRouter = (): AppRouter => new Router<AppState>({ sensitive: true });
