import { migratedSnapshot } from './pglite-template';

/** Vitest's global set-up: the migrated embedded-database snapshot is made once, before any test file starts. */
export default async function setup(): Promise<void> {
  await migratedSnapshot();
}
