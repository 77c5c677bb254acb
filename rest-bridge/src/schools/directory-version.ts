import { intFromEnv } from '@predental/service-kit/config';
import type { InProcessGateway } from '../gateway-client';

/**
 * How long the bridge answers the explorer's list from the directory version it last read, without
 * asking schools (issue 39): an admin's edit through another entry shows here within this bound,
 * one through this entry at once. 0 asks schools on every read.
 */
const DIRECTORY_VERSION_MS = intFromEnv('DIRECTORY_VERSION_MS', 1000, { min: 0, max: 10_000 });

interface Known {
  version: string;
  /** When the read began: the version holds every write that ended before then. */
  readAt: number;
  /** The schools writes ended in this process when the read began. */
  writes: number;
}

/** What the bridge in front of each in-process gateway last read. */
const known = new WeakMap<InProcessGateway, Known>();

/** The version read within the bound, unless a schools write has ended in this process since that read began. */
export function knownVersion(gateway: InProcessGateway): string | undefined {
  const held = known.get(gateway);
  if (!held || held.writes !== gateway.writes('schools')) return undefined;
  return Date.now() - held.readAt < DIRECTORY_VERSION_MS ? held.version : undefined;
}

/** Begins a read of the version; what it brings is kept with the count of writes at its start, so one ending meanwhile voids it. */
export function versionRead(gateway: InProcessGateway) {
  const readAt = Date.now();
  const writes = gateway.writes('schools');
  return (version: string) => known.set(gateway, { version, readAt, writes });
}
