import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { openDatabase, type Database } from '@larder/adapters-db/database';
import { migrateLatest } from '@larder/adapters-db/migrate';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import { HTTP_DEPENDENCIES } from '@larder/adapters-http/dependencies';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { PASSWORD_HASHER, USER_REPOSITORY } from '@larder/domain/accounts/ports';
import { PAYMENT_GATEWAY } from '@larder/domain/billing/ports';
import { MAILER } from '@larder/domain/shared/mailer';
import { loadConfig } from '../src/config';
import { buildContainer } from '../src/container/container';
import { Argon2PasswordHasher } from '../src/infrastructure/argon2-password-hasher';
import { SmtpMailer } from '../src/infrastructure/smtp-mailer';

describe('the composition root', () => {
  let db: Database;
  let container: Container;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrateLatest(db.knex);
    container = await buildContainer(loadConfig({ LOG_LEVEL: 'silent' }, '/'), db);
  });
  afterAll(() => db.close());

  it('resolves the app, every use case and every port against the real adapters', () => {
    expect(container.get(HTTP_APP)).toBeTruthy();
    const deps = container.get<Record<string, unknown>>(HTTP_DEPENDENCIES);
    for (const [name, value] of Object.entries(deps)) expect(value, name).not.toBeUndefined();
    expect(container.get(PASSWORD_HASHER)).toBeInstanceOf(Argon2PasswordHasher);
    expect(container.get<{ provider: string }>(PAYMENT_GATEWAY).provider).toBe('simulated');
    expect(container.get(CreateAdmin)).toBeInstanceOf(CreateAdmin);
    expect(container.get<object>(USER_REPOSITORY).constructor.name).toBe('KnexUserRepository');
    expect(container.get<object>(MAILER).constructor.name).toBe('OutboxMailer');
  });

  it('binds SMTP email when SMTP_URL is set', async () => {
    const smtp = await buildContainer(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', LOG_LEVEL: 'silent' }, '/'), db);
    expect(smtp.get(MAILER)).toBeInstanceOf(SmtpMailer);
  });

  it('hashes passwords with argon2id, 19 MiB, 2 passes, and verifies them', async () => {
    const hasher = new Argon2PasswordHasher();
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
  });
});
