import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import type { Config } from '../config';
import { Argon2PasswordHasher } from '../infrastructure/argon2-password-hasher';
import { runOperation } from '../runtime';
import { OperationFailed } from './operations';
import { readPassword } from './read-password';

/** `buyer ...` and `leads ...`: the lead buyers' keys, the buyer analytics password, replays and retention. */
export function registerLeadCommands(program: Command, config: () => Config, print: (text: string) => void): void {
  const buyer = program.command('buyer').description('lead buyers: API keys and the buyer analytics password');
  buyer
    .command('create-key')
    .description('issue an API key for a lead buyer (printed once, on the last line; only its digest is stored)')
    .requiredOption('--name <name>', 'the buyer’s name')
    .option('--rate-per-minute <n>', 'leads a minute this key may send', '600')
    .action(async (options: { name: string; ratePerMinute: string }) =>
      print(await runOperation(config(), 'buyer.createKey', { name: options.name, ratePerMinute: Number(options.ratePerMinute) })),
    );
  buyer
    .command('revoke-key')
    .description('revoke a buyer’s active key (its leads get 401 from then on)')
    .requiredOption('--name <name>', 'the buyer’s name')
    .action(async (options: { name: string }) => print(await runOperation(config(), 'buyer.revokeKey', { name: options.name })));
  buyer
    .command('list-keys')
    .description('list the buyer keys (names, prefixes, rates; never the keys)')
    .action(async () => print(await runOperation(config(), 'buyer.listKeys', {})));
  buyer
    .command('analytics-password')
    .description('print the argon2 hash of a password for BUYER_ANALYTICS_PASSWORD_HASH (the password itself is never stored)')
    .option('--password-file <file>', 'read the password from the first line of this file instead of a prompt')
    .action(async (options: { passwordFile?: string }) => {
      const password = await readPassword(options.passwordFile);
      if (password.length < 12) throw new OperationFailed('The buyer analytics password must be at least 12 characters long');
      print(await new Argon2PasswordHasher().hash(password));
    });

  const leads = program.command('leads').description('bought leads: replays through today’s rules, retention');
  leads
    .command('replay [file]')
    .description('run leads through today’s rules: a JSON-lines file of buyer payloads, or the stored leads between two dates; a dry run unless --no-dry-run')
    .option('--from <YYYY-MM-DD>', 'stored leads received from this day (London)')
    .option('--to <YYYY-MM-DD>', 'stored leads received up to this day, inclusive')
    .option('--buyer <name>', 'the buyer the file’s leads come from (their references are scoped to it)')
    .option('--dry-run', 'say what would happen and change nothing (the default)', true)
    .option('--no-dry-run', 'apply a file: buy what passes and was not bought before (never twice)')
    .action(async (file: string | undefined, options: { from?: string; to?: string; buyer?: string; dryRun: boolean }) => {
      const params: Record<string, unknown> = { apply: !options.dryRun, buyer: options.buyer, from: options.from, to: options.to };
      if (file) params.jsonl = readFileSync(path.resolve(file), 'utf8');
      print(await runOperation(config(), 'leads.replay', params));
    });
  leads
    .command('purge')
    .description('erase the personal data of leads received more than 90 days ago (the retention period)')
    .option('--dry-run', 'count what would be erased, erase nothing')
    .action(async (options: { dryRun?: boolean }) => print(await runOperation(config(), 'leads.purge', { dryRun: Boolean(options.dryRun) })));
}
