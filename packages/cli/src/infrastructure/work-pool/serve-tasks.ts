import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';

export type TaskHandlers = Readonly<Record<string, (input: never) => unknown>>;

/** The worker's side of a WorkerPool: runs each task posted to it, one at a time, and posts its value back. */
export function serveTasks(handlers: TaskHandlers): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', async ({ id, task, input }: { id: number; task: string; input: never }) => {
    let reply: WorkerReply;
    try {
      const handler = handlers[task];
      if (!handler) throw new Error(`no task named ${task}`);
      reply = { id, value: await handler(input) };
    } catch (error) {
      reply = { id, thrown: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage('ready');
}
