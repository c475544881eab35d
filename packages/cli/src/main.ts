#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { ConfigError, loadConfig } from './config';
import { OperationFailed } from './commands/operations';
import { readPassword } from './commands/read-password';
import { serve } from './commands/serve';
import { DataDirBusyError } from './control/embedded-lock';
import { runOperation } from './runtime';
import { registerBlogCommands } from './commands/blog-commands';
import { registerLeadCommands } from './commands/leads-commands';
import { registerDbBackupCommands } from './commands/db-commands';
import { BackupFormatError } from '@larder/adapters-db/backup';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = () => loadConfig(process.env, repoRoot);
const print = (text: string): void => {
  process.stdout.write(`${text}\n`);
};

const program = new Command('larder').description('Larder: the server and the operators’ commands').showHelpAfterError();

program
  .command('serve')
  .description('migrate and seed the database, then serve the API and the web app (PORT, default 5000)')
  .action(async () => {
    const server = await serve(config());
    print(`Larder is running at ${server.url}`);
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

const db = program.command('db').description('the database');
db.command('migrate').description('apply every pending migration').action(async () => print(await runOperation(config(), 'db.migrate', {})));
registerDbBackupCommands(db, config, print);
db.command('seed').description('load the reference data the product ships with').action(async () => print(await runOperation(config(), 'db.seed', {})));

const admin = program.command('admin').description('operator accounts');
admin
  .command('create')
  .description('create an admin account, or make an existing account an admin')
  .requiredOption('--email <email>', 'the operator’s email')
  .option('--password-file <file>', 'read the password from the first line of this file instead of a prompt')
  .action(async (options: { email: string; passwordFile?: string }) => {
    const password = await readPassword(options.passwordFile);
    print(await runOperation(config(), 'admin.create', { email: options.email, password }));
  });

admin
  .command('totp-reset')
  .description("give an operator a new authenticator secret and recovery codes (the old ones stop working)")
  .requiredOption('--email <email>', 'the operator’s email')
  .action(async (options: { email: string }) => print(await runOperation(config(), 'admin.totp-reset', { email: options.email })));

const prices = program.command('prices').description('supermarket prices');
prices
  .command('import <file>')
  .description('import a chain price feed (CSV: chain, product, ingredient, pack_size, unit, price, date); all rows or none')
  .action(async (file: string) => {
    const csv = readFileSync(file, 'utf8');
    print(await runOperation(config(), 'prices.import', { csv, source: `price feed ${path.basename(file)}` }));
  });

program
  .command('stores')
  .description('supermarket store locations')
  .command('import <file>')
  .description('import store locations in the Geolytix Retail Points format (replaces those loaded before)')
  .action(async (file: string) => print(await runOperation(config(), 'stores.import', { csv: readFileSync(file, 'utf8') })));

program
  .command('bins')
  .description('the BIN list that names card issuers in the operators\' BIN reporting')
  .command('import <file>')
  .description('import a BIN list (CSV with a header: bin, issuer, and optionally scheme, country); all rows or none, replacing the list loaded before')
  .action(async (file: string) => print(await runOperation(config(), 'bins.import', { csv: readFileSync(file, 'utf8'), source: path.basename(file) })));

program
  .command('catalogue')
  .description('the food catalogue')
  .command('stats')
  .description('print the catalogue counts: ingredients, recipes, nutrition coverage, priced products by chain and source')
  .action(async () => print(await runOperation(config(), 'catalogue.stats', {})));

const billing = program.command('billing').description('subscription billing (the daily run is also scheduled at 09:00 UTC by the server)');
billing
  .command('run')
  .description('charge every subscription due on the day, exactly once per period')
  .option('--date <YYYY-MM-DD>', 'the day to bill (UTC); today when absent')
  .option('--dry-run', 'list what is due without charging anything')
  .action(async (options: { date?: string; dryRun?: boolean }) =>
    print(await runOperation(config(), 'billing.run', { date: options.date, dryRun: Boolean(options.dryRun), live: true })),
  );
billing
  .command('trigger')
  .description("bill now the due subscriptions whose pay day is N (never one that is not due)")
  .requiredOption('--day <n>', 'the pay day, 1 to 31')
  .action(async (options: { day: string }) => print(await runOperation(config(), 'billing.trigger', { day: Number(options.day) })));
billing
  .command('reconcile')
  .description("settle attempts left in doubt (a crash, a provider timeout) from the provider's records; never charges twice")
  .action(async () => print(await runOperation(config(), 'billing.reconcile', {})));

registerBlogCommands(program, config, print);

const user = program.command('user').description('household accounts');
user
  .command('list')
  .description('list accounts, newest first')
  .option('--json', 'print JSON')
  .option('--limit <n>', 'at most this many', '100')
  .action(async (options: { json?: boolean; limit: string }) => print(await runOperation(config(), 'user.list', { json: Boolean(options.json), limit: Number(options.limit) })));

registerLeadCommands(program, config, print);

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof OperationFailed || error instanceof DataDirBusyError || error instanceof BackupFormatError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
