import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** The password from --password-file (first line), or typed at a prompt that does not echo it. */
export async function readPassword(passwordFile: string | undefined, prompt = 'Password: '): Promise<string> {
  if (passwordFile) return (readFileSync(passwordFile, 'utf8').split(/\r?\n/)[0] ?? '').trim();
  const input = process.stdin;
  const output = process.stderr;
  const rl = createInterface({ input, output, terminal: input.isTTY === true });
  if (input.isTTY) {
    output.write(prompt);
    // Mute the echo: readline writes what is typed through _writeToOutput.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => {
    rl.once('line', resolve);
    rl.once('close', () => resolve(''));
  });
  rl.close();
  if (input.isTTY) output.write('\n');
  return line.trim();
}
