import type { Logger } from '@larder/domain/shared/logger';
import type { User } from '@larder/domain/accounts/user';
import type { Membership } from '@larder/domain/household/household';

/** What the middleware puts on ctx.state for the handlers. */
export interface AppState {
  requestId: string;
  log: Logger;
  user: User | null;
  sessionToken: string | undefined;
  /** Set when the call is made with a personal API token (`Authorization: Bearer`) rather than the session cookie. */
  apiToken?: { readonly id: string; readonly scope: 'read' | 'read-write' };
  /** The signed-in user's household: whose data they act on, and their role in it. */
  household: Membership | null;
  /** The session's household as the session look-up read it (null: none), so loadHousehold need not ask again. */
  sessionHousehold?: Membership | null;
  /** The household's data stamp as the session look-up read it (see ResolvedSession.dataVersion). */
  dataVersion?: string;
}
