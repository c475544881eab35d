import { Router } from '@koa/router';
import type { AppState } from '../app-state';

export type AppRouter = Router<AppState>;
export const newRouter = (): AppRouter => new Router<AppState>();
