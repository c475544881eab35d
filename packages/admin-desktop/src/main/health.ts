/**
 * Is the Larder server answering? GET {serverUrl}/api/health must give a 2xx
 * within the time limit. The fetch function is injected (tests pass the real
 * one against a local server, or a fake).
 */
import { healthUrl } from './server-url';

export type HealthResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export type FetchLike = (url: string, init: { signal: AbortSignal; redirect: 'manual' }) => Promise<{
  readonly ok: boolean;
  readonly status: number;
}>;

export interface HealthCheckOptions {
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
}

export const DEFAULT_HEALTH_TIMEOUT_MS = 5_000;

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof Error) {
      const code = (cause as NodeJS.ErrnoException).code;
      return code !== undefined ? `${code} (${cause.message})` : cause.message;
    }
    return error.message;
  }
  return String(error);
}

function formatDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`;
}

export async function checkHealth(serverUrl: string, options: HealthCheckOptions = {}): Promise<HealthResult> {
  const fetchFn: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS;
  const url = healthUrl(serverUrl);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, { signal: controller.signal, redirect: 'manual' });
    if (response.ok) return { ok: true };
    return { ok: false, message: `The server at ${serverUrl} answered GET /api/health with HTTP ${response.status}.` };
  } catch (error) {
    if (controller.signal.aborted) {
      return {
        ok: false,
        message: `The server at ${serverUrl} did not answer GET /api/health within ${formatDuration(timeoutMs)}.`,
      };
    }
    return { ok: false, message: `Could not reach the server at ${serverUrl}: ${describeFailure(error)}.` };
  } finally {
    clearTimeout(timer);
  }
}
