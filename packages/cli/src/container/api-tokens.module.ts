import { ContainerModule } from 'inversify';
import { DATABASE } from '@larder/adapters-db/database.module';
import type { Database } from '@larder/adapters-db/database';
import { KnexApiTokenRepository } from '@larder/adapters-db/repositories/knex-api-token.repository';
import { API_TOKEN_REPOSITORY, type ApiTokenRepository } from '@larder/domain/accounts/api-tokens/ports';
import { ApiTokens } from '@larder/domain/accounts/api-tokens/api-tokens.use-case';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import { RATE_LIMITER, type RateLimiter } from '@larder/domain/shared/rate-limiter';

/** Personal API tokens (issue 23) with their storage. */
export const apiTokensModule = new ContainerModule(({ bind }) => {
  bind(API_TOKEN_REPOSITORY).toDynamicValue((c) => new KnexApiTokenRepository(c.get<Database>(DATABASE).knex)).inSingletonScope();
  bind(ApiTokens)
    .toDynamicValue((c) => new ApiTokens(c.get<ApiTokenRepository>(API_TOKEN_REPOSITORY), c.get<RateLimiter>(RATE_LIMITER), c.get<Clock>(CLOCK)))
    .inSingletonScope();
});
