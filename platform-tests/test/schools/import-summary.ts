/** POST /api/admin/dental-schools/import's answer: `imported` counts the rows created and updated. */
export const importSummary = ({
  created = 0,
  updated = 0,
  skipped = 0,
  errors = [],
}: {
  created?: number;
  updated?: number;
  skipped?: number;
  errors?: { row: number; message: string }[];
}) => ({ imported: created + updated, created, updated, skipped, errors });
