import type { Container } from 'inversify';

export interface ControlledServer {
  readonly url: string;
  readonly port: number;
  readonly container: Container;
  close(): Promise<void>;
}
