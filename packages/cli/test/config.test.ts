import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults: embedded database in ./data, port 5000, simulated payments', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({ env: 'development', port: 5000, dataDir: '/repo/data', databaseUrl: undefined, paymentProvider: 'simulated', cookieSecure: false });
    expect(config.allowedOrigins).not.toContain('http://localhost:5173');
    expect(loadConfig({ DEV_HELPERS: 'true' }, '/repo').allowedOrigins).toContain('http://localhost:5173');
  });

  it('lets the recipe import reach private addresses only when asked, and never in production', () => {
    expect(loadConfig({}, '/repo').recipeImportAllowPrivate).toBe(false);
    expect(loadConfig({ RECIPE_IMPORT_ALLOW_PRIVATE: 'true' }, '/repo').recipeImportAllowPrivate).toBe(true);
    expect(() => loadConfig({ RECIPE_IMPORT_ALLOW_PRIVATE: 'true', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example' }, '/repo')).toThrow(/RECIPE_IMPORT_ALLOW_PRIVATE/);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and production settings', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/larder', DATABASE_URL: 'postgres://u@db/larder', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://larder.example', ALLOWED_ORIGINS: 'https://larder.example' }, '/repo');
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/larder', databaseUrl: 'postgres://u@db/larder', cookieSecure: true, allowedOrigins: ['https://larder.example'] });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ ALLOWED_ORIGINS: 'larder.example/path' }, 'ALLOWED_ORIGINS'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/repo')).toThrow(new RegExp(`${variable}`));
  });
});
