import os from 'node:os';
import type { Container } from 'inversify';
import { ADMIN_AUDIT_LOG, type AdminAuditLog } from '@larder/domain/admin/ports';
import { CLOCK, type Clock } from '@larder/domain/shared/clock';
import type { Operation } from './operation';

/**
 * Commands that only read, and dry runs, are not actions. A backup reads only, yet it is audited: it copies every
 * household's data (and operators' second factors) out of the database (issue 34, L10).
 */
const READ_ONLY = new Set(['catalogue.stats', 'user.list', 'buyer.listKeys']);
/** Commands whose use case writes its own entry, with its own detail. */
const SELF_RECORDED = new Set(['bins.import']);

const isDryRun = (name: string, params: Record<string, unknown>): boolean =>
  params.dryRun === true || (name === 'leads.replay' && params.apply !== true);

/** Who ran it: the operating-system account (the CLI has no sign-in; the control socket admits only that account). */
function operator(): string {
  try {
    return `cli:${os.userInfo().username}`;
  } catch {
    return 'cli';
  }
}

async function record(container: Container, name: string, outcome: 'succeeded' | 'failed'): Promise<void> {
  try {
    const audit = container.get<AdminAuditLog>(ADMIN_AUDIT_LOG);
    await audit.record({ actorId: null, actorEmail: operator(), action: `cli ${name}`, outcome, detail: null, address: null }, container.get<Clock>(CLOCK).now());
  } catch {
    // Before `db migrate` has made the audit table there is nowhere to write; the command's own answer stands.
  }
}

/**
 * An operator command is an admin action too: once it has run (here or inside the server, through the control
 * socket), who ran which command and whether it succeeded goes to the audit log. Never its parameters or output:
 * they can hold a password (admin create) or a buyer's new key.
 */
export function audited(operation: Operation): Operation {
  if (READ_ONLY.has(operation.name) || SELF_RECORDED.has(operation.name)) return operation;
  return {
    name: operation.name,
    async run(container, params) {
      if (isDryRun(operation.name, params)) return operation.run(container, params);
      try {
        const output = await operation.run(container, params);
        await record(container, operation.name, 'succeeded');
        return output;
      } catch (error) {
        await record(container, operation.name, 'failed');
        throw error;
      }
    },
  };
}
