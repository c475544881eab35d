import type { Command } from 'commander';
import type { Config } from '../config';
import { runOperation } from '../runtime';

/** `blog generate`: the daily post now (also scheduled at 08:00 UTC by the server). */
export function registerBlogCommands(program: Command, config: () => Config, print: (text: string) => void): void {
  const blog = program.command('blog').description('the blog (the daily post is also scheduled at 08:00 UTC by the server)');
  blog
    .command('generate')
    .description('write and publish the day’s post from the catalogue (one a day; no topic twice within 30 days); asked again the same day, it shows the post already published')
    .option('--date <YYYY-MM-DD>', 'the day to write for (UTC); today when absent')
    .action(async (options: { date?: string }) => print(await runOperation(config(), 'blog.generate', { date: options.date })));
}
