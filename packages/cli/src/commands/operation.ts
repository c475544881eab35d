import type { Container } from 'inversify';

/** A command's work, runnable in this process or inside the running server (same code either way). */
export interface Operation {
  readonly name: string;
  run(container: Container, params: Record<string, unknown>): Promise<string>;
}

export class OperationFailed extends Error {}
