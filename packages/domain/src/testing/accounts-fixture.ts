import { silentLogger } from '../shared/logger';
import { SessionService } from '../accounts/sessions/session-service';
import { FixedClock } from './fixed-clock';
import {
  FakePasswordHasher,
  InMemoryMagicLinkRepository,
  InMemorySessionRepository,
  InMemoryUserRepository,
} from './in-memory-accounts';
import { FakePaymentGateway, InMemoryRateLimiter, InMemorySubscriptionRepository, RecordingMailer } from './in-memory-support';

/** Every accounts port as an in-memory fake, sharing one clock. */
export function accountsFixture(start?: string) {
  const clock = new FixedClock(start);
  const users = new InMemoryUserRepository(clock);
  const sessionRepo = new InMemorySessionRepository();
  const sessions = new SessionService(sessionRepo, users, clock);
  return {
    clock,
    users,
    sessionRepo,
    sessions,
    links: new InMemoryMagicLinkRepository(),
    hasher: new FakePasswordHasher(),
    limiter: new InMemoryRateLimiter(clock),
    mailer: new RecordingMailer(),
    subscriptions: new InMemorySubscriptionRepository(clock),
    gateway: new FakePaymentGateway(),
    logger: silentLogger,
  };
}
