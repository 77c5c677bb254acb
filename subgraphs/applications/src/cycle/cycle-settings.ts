import { windowsOutOfOrder, type CycleSettings, type CycleUpdate } from '@predental/applications-contract/cycle';
import { badInput } from '@predental/service-kit/errors';
import type { Connection } from 'mongoose';
import { CYCLE_SEED } from '@predental/applications-contract/cycle-seed';

const ID = 'current';

/**
 * The cycle's settings, one document: the seed until an admin changes them. Read on every
 * deadline, so a changed window moves every answer-by date at once.
 */
export function cycleSettings(connection: Connection) {
  const cycles = connection.collection<{ _id: string } & CycleSettings>('application_cycles');
  const read = async (): Promise<CycleSettings> => {
    const found = await cycles.findOne({ _id: ID }, { projection: { _id: 0 } });
    return found ? { ...CYCLE_SEED, ...found } : CYCLE_SEED;
  };
  return {
    read,
    /** Applies the changes over the current settings; windows out of order change nothing. */
    async update(changes: CycleUpdate): Promise<CycleSettings> {
      const updated = { ...(await read()), ...changes };
      const disorder = windowsOutOfOrder(updated);
      if (disorder) badInput(disorder);
      await cycles.replaceOne({ _id: ID }, updated, { upsert: true });
      return updated;
    },
  };
}
export type CycleSettingsStore = ReturnType<typeof cycleSettings>;
