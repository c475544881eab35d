import type { Logger } from '@larder/domain/shared/logger';
import type { User } from '@larder/domain/accounts/user';

/** What the middleware puts on ctx.state for the handlers. */
export interface AppState {
  requestId: string;
  log: Logger;
  user: User | null;
  sessionToken: string | undefined;
}
