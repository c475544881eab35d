import type { Logger } from '@larder/domain/shared/logger';

/** A Logger that keeps every entry (with its bindings) for tests that read what was logged. */
export function capturingLogger(): { logger: Logger; entries: Record<string, unknown>[] } {
  const entries: Record<string, unknown>[] = [];
  const make = (bindings: Record<string, unknown>): Logger => {
    const write = (level: string) => (fields: Record<string, unknown>, message?: string) => {
      entries.push({ level, ...bindings, ...fields, msg: message });
    };
    return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), child: (more) => make({ ...bindings, ...more }) };
  };
  return { logger: make({}), entries };
}
