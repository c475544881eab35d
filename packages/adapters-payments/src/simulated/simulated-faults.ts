import type { ChargeRequest } from '@larder/domain/billing/ports';

/**
 * How a simulated charge fails to answer:
 * - `timeout_before_charge`: the call times out before the provider saw it (nothing was charged);
 * - `timeout_after_charge`: the provider charged (or declined) and recorded it, but the answer was lost.
 * Both answer `unknown`; `findCharge` then tells the truth.
 */
export type SimulatedChargeFault = 'timeout_before_charge' | 'timeout_after_charge';

interface ScriptedFault {
  readonly fault: SimulatedChargeFault;
  readonly when: (request: ChargeRequest) => boolean;
  remaining: number;
}

/**
 * Faults a test injects into the simulated provider (and which the fake HTTP servers mirror).
 * Each scripted fault applies to the next matching charge calls, `times` of them.
 */
export class SimulatedFaults {
  private scripted: ScriptedFault[] = [];
  /** When set, testConnection fails as with wrong credentials and every call is refused. */
  credentialsRejected = false;

  /** The next `times` charges (optionally only those matching `when`) fail to answer with `fault`. */
  failNextCharge(fault: SimulatedChargeFault, options: { times?: number; when?: (request: ChargeRequest) => boolean } = {}): this {
    this.scripted.push({ fault, when: options.when ?? (() => true), remaining: options.times ?? 1 });
    return this;
  }

  /** The charges whose idempotency key is `key` fail to answer with `fault` (`times` of them). */
  failChargeWithKey(key: string, fault: SimulatedChargeFault, times = 1): this {
    return this.failNextCharge(fault, { times, when: (request) => request.idempotencyKey === key });
  }

  /** Consumed by the simulated gateway for each charge call. */
  takeChargeFault(request: ChargeRequest): SimulatedChargeFault | null {
    const index = this.scripted.findIndex((entry) => entry.remaining > 0 && entry.when(request));
    if (index < 0) return null;
    const entry = this.scripted[index]!;
    entry.remaining -= 1;
    if (entry.remaining === 0) this.scripted.splice(index, 1);
    return entry.fault;
  }

  clear(): void {
    this.scripted = [];
    this.credentialsRejected = false;
  }
}
