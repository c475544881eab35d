import type { Clock } from '../shared/clock';
import type { CatalogueSource } from './ports';
import { CatalogueSnapshot } from './snapshot';

/** How long a server trusts its snapshot before asking storage whether the catalogue changed. */
export const CATALOGUE_RECHECK_MS = 30_000;

/** The catalogue is read-mostly: each server keeps one snapshot and rebuilds it when the version changes. */
export class CatalogueCache {
  private snapshot: { version: string; value: CatalogueSnapshot; checkedAt: number } | null = null;
  private pending: Promise<CatalogueSnapshot> | null = null;

  constructor(
    private readonly source: CatalogueSource,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<CatalogueSnapshot> {
    const now = this.clock.now().getTime();
    if (this.snapshot && now - this.snapshot.checkedAt < CATALOGUE_RECHECK_MS) return this.snapshot.value;
    this.pending ??= this.refresh(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forget the snapshot (after an import in this process). */
  invalidate(): void {
    this.snapshot = null;
  }

  private async refresh(now: number): Promise<CatalogueSnapshot> {
    const version = await this.source.version();
    if (this.snapshot && this.snapshot.version === version) {
      this.snapshot = { ...this.snapshot, checkedAt: now };
      return this.snapshot.value;
    }
    const value = new CatalogueSnapshot(await this.source.load());
    this.snapshot = { version, value, checkedAt: now };
    return value;
  }
}
