import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../../lib/next-task';

/** The runtime awaits what an async hook's listener returns (AsyncHook's emit), though these hooks' types say void. */
const waitForNextTask = nextTask as () => void;

/**
 * A remote's entry script runs as it lands, and the runtime then went on in the same task with
 * its container's init (the share scope handshake) and the exposed module's get (its chunks'
 * script elements and shared libraries): one task of 5-10 ms unthrottled, 50-90 ms at 4x CPU on
 * /dashboard (issue 41). Each step now waits for a task of its own.
 */
export const remoteStepsInOwnTasks: ModuleFederationRuntimePlugin = {
  name: 'predental-remote-steps-in-own-tasks',
  beforeInitRemote: waitForNextTask,
  beforeGetExpose: waitForNextTask,
};
