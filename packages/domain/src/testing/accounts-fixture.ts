import { silentLogger } from '../shared/logger';
import { ListPostcodeDirectory } from '../geography/postcode-directory';
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
  const sessionRepo = new InMemorySessionRepository(users);
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
    postcodes: new ListPostcodeDirectory(TEST_DISTRICTS),
  };
}

/** Real districts (from the ONS Postcode Directory) that the tests' postcodes fall in. */
export const TEST_DISTRICTS = [
  { outward: 'SW1A', latitude: 51.502, longitude: -0.13382, region: 'Westminster' },
  { outward: 'M1', latitude: 53.4777, longitude: -2.23681, region: 'Manchester' },
  { outward: 'EC1A', latitude: 51.5203, longitude: -0.10445, region: 'City of London' },
  { outward: 'DN55', latitude: 53.5129, longitude: -1.12572, region: 'Doncaster' },
  { outward: 'W1A', latitude: 51.5184, longitude: -0.1315, region: 'Westminster' },
  { outward: 'CR2', latitude: 51.3453, longitude: -0.09548, region: 'Croydon' },
  { outward: 'B33', latitude: 52.4807, longitude: -1.78795, region: 'Birmingham' },
  { outward: 'LS1', latitude: 53.7974, longitude: -1.55296, region: 'Leeds' },
];
