import { charactersOver } from '@predental/applications-contract/statement-counts';
import { Badge } from '@predental/design/Badge';
import { Button } from '@predental/design/Button';
import { formatAmount } from '@predental/design/numbers';
import { DataTable } from '@predental/design/Table';
import type { StatementVersionFieldsFragment } from '../../gql/graphql';
import { versionName } from './version-name';

interface VersionHistoryProps {
  versions: StatementVersionFieldsFragment[];
  marking: boolean;
  onMarkFinal: (versionId: string) => void;
}

/** Every saved version, oldest first, as saved; one may be marked final (the server refuses one over the limit). */
export function VersionHistory({ versions, marking, onMarkFinal }: VersionHistoryProps) {
  return (
    <DataTable
      aria-label="Version history"
      headers={['Version', 'Characters', 'Words', 'Final']}
      rows={versions}
      rowKey={(version) => version.id}
      cells={(version) => {
        const name = versionName(version, versions.indexOf(version));
        return [
          name,
          <>
            {formatAmount(version.characters)}
            {version.overBy > 0 && (
              <>
                {' '}
                <Badge variant="destructive">{charactersOver(version.overBy)}</Badge>
              </>
            )}
          </>,
          formatAmount(version.words),
          version.final ? (
            <Badge>Final</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              loading={marking}
              aria-label={`Mark ${name} final`}
              onClick={() => onMarkFinal(version.id)}
            >
              Mark final
            </Button>
          ),
        ];
      }}
    />
  );
}
