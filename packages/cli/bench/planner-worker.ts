/** A worker thread of the planner benchmark: solves LP text with HiGHS and posts the raw result back. */
import { parentPort } from 'node:worker_threads';
import { type SolveOptions, solveLpText } from './planner-milp';

parentPort!.on('message', (msg: { id: number; text: string; options: SolveOptions }) => {
  solveLpText(msg.text, msg.options).then(
    (result) => parentPort!.postMessage({ id: msg.id, result }),
    (error: unknown) => parentPort!.postMessage({ id: msg.id, error: String(error) }),
  );
});
