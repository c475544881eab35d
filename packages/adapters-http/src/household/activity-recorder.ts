import type { Middleware } from 'koa';
import type { ActivityKind } from '@larder/domain/household/activity/activity';
import type { HouseholdActivity } from '@larder/domain/household/activity/household-activity.use-case';
import type { AppState } from '../app-state';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const idOf = (v: unknown): string | null => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));

interface Change {
  readonly subjectId?: string | null;
  readonly parentId?: string | null;
  readonly detail?: string | null;
}
interface Rule {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: RegExp;
  readonly kind: ActivityKind | ((request: Json, answer: Json) => ActivityKind);
  /** What the change is about, from the path's groups, the request and the answer. */
  readonly change: (params: readonly string[], request: Json, answer: Json) => Change;
}

/** The meal of a plan answer, by id: its recipe's name. */
const mealName = (answer: Json, itemId: string | undefined) => {
  const items = Array.isArray(answer.items) ? (answer.items as unknown[]).map(obj) : [];
  return text(items.find((i) => i.id === itemId)?.recipeName);
};
const planDetail = (answer: Json) => (typeof answer.days === 'number' && text(answer.chain) ? `${answer.days} days at ${answer.chain}` : null);

/**
 * The calls that change the household's shared data, and what each records (issue 18: every change carries who made
 * it). List ticks, extras and receipts also carry their own `checkedBy`/`addedBy`.
 */
const RULES: readonly Rule[] = [
  { method: 'POST', path: /^\/api\/simple-meal-plans$/, kind: 'plan.created', change: (_p, _r, a) => ({ subjectId: text(a.id), detail: planDetail(a) }) },
  { method: 'POST', path: /^\/api\/simple-meal-plans\/([^/]+)\/items\/([^/]+)\/swap$/, kind: 'plan.meal-swapped', change: ([plan, meal], _r, a) => ({ subjectId: meal, parentId: plan, detail: mealName(a, meal) }) },
  { method: 'POST', path: /^\/api\/simple-meal-plans\/([^/]+)\/items\/([^/]+)\/pin$/, kind: 'plan.meal-pinned', change: ([plan, meal], _r, a) => ({ subjectId: meal, parentId: plan, detail: mealName(a, meal) }) },
  {
    method: 'PUT',
    path: /^\/api\/simple-meal-plans\/([^/]+)\/items\/([^/]+)$/,
    kind: (r) => (r.locked === true ? 'plan.meal-locked' : 'plan.meal-unlocked'),
    change: ([plan, meal], _r, a) => ({ subjectId: meal, parentId: plan, detail: mealName(a, meal) }),
  },
  { method: 'POST', path: /^\/api\/simple-meal-plans\/([^/]+)\/replan$/, kind: 'plan.replanned', change: ([plan], _r, a) => ({ subjectId: plan, detail: planDetail(a) }) },
  { method: 'PUT', path: /^\/api\/user\/plan-settings$/, kind: 'plan.settings-changed', change: () => ({}) },
  { method: 'POST', path: /^\/api\/recipes$/, kind: 'recipe.added', change: (_p, _r, a) => ({ subjectId: text(a.id), detail: text(a.name) }) },
  { method: 'PUT', path: /^\/api\/recipes\/([^/]+)$/, kind: 'recipe.changed', change: ([id], _r, a) => ({ subjectId: id, detail: text(a.name) }) },
  { method: 'DELETE', path: /^\/api\/recipes\/([^/]+)$/, kind: 'recipe.deleted', change: ([id]) => ({ subjectId: id }) },
  { method: 'POST', path: /^\/api\/saved-recipes$/, kind: 'recipe.saved', change: (_p, _r, a) => ({ subjectId: text(a.recipeId), detail: text(obj(a.recipe).name) }) },
  { method: 'DELETE', path: /^\/api\/saved-recipes\/([^/]+)$/, kind: 'recipe.unsaved', change: ([id]) => ({ subjectId: id }) },
  { method: 'POST', path: /^\/api\/chat\/start$/, kind: 'chat.started', change: (_p, r, a) => ({ subjectId: idOf(a.conversationId), detail: text(r.message) }) },
  { method: 'POST', path: /^\/api\/chat\/conversations\/([^/]+)\/continue$/, kind: 'chat.message', change: ([id], r) => ({ subjectId: id, detail: text(r.message) }) },
  { method: 'PUT', path: /^\/api\/user\/preferences$/, kind: 'profile.changed', change: () => ({}) },
  { method: 'POST', path: /^\/api\/(?:simple-)?shopping-lists$/, kind: 'list.created', change: (_p, r, a) => ({ subjectId: text(a.id), parentId: text(r.mealPlanId) }) },
  { method: 'DELETE', path: /^\/api\/simple-shopping-lists\/([^/]+)$/, kind: 'list.deleted', change: ([id]) => ({ subjectId: id }) },
  { method: 'POST', path: /^\/api\/budget-tracker\/receipts$/, kind: 'receipt.added', change: (_p, _r, a) => ({ subjectId: idOf(a.id), detail: [text(a.chain), text(a.amount) && `£${a.amount}`].filter(Boolean).join(', ') || null }) },
  { method: 'DELETE', path: /^\/api\/budget-tracker\/receipts\/([^/]+)$/, kind: 'receipt.deleted', change: ([id]) => ({ subjectId: id }) },
];

/** The rule for a call, with its path's groups (decoded). */
export function activityRuleFor(method: string, path: string): { rule: Rule; params: string[] } | null {
  for (const rule of RULES) {
    if (rule.method !== method) continue;
    const match = rule.path.exec(path);
    if (!match) continue;
    try {
      return { rule, params: match.slice(1).map((p) => decodeURIComponent(p)) };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * After a household's change has succeeded (2xx; a refused or failed call throws past this), records who made it.
 * Mounted after the household is loaded; operators' calls and signed-out calls record nothing.
 */
export const recordHouseholdActivity =
  (activity: HouseholdActivity): Middleware<AppState> =>
  async (ctx, next) => {
    await next();
    const user = ctx.state.user;
    if (!user || user.role !== 'user' || ctx.status < 200 || ctx.status >= 300) return;
    const found = activityRuleFor(ctx.method, ctx.path);
    if (!found) return;
    const request = obj((ctx.request as { body?: unknown }).body);
    const answer = obj(ctx.body);
    const { rule, params } = found;
    const kind = typeof rule.kind === 'function' ? rule.kind(request, answer) : rule.kind;
    const change = rule.change(params, request, answer);
    await activity.record({ householdId: ctx.state.household?.ownerId ?? user.id, actorId: user.id, kind, ...change });
  };
