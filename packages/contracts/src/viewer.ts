import { z } from 'zod';

/** Who is asking, as the gateway asserts it to the subgraphs (signed, short-lived). */
export const viewerSchema = z.object({
  id: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  sessionId: z.string(),
});
export type Viewer = z.infer<typeof viewerSchema>;
