import { Badge } from '@predental/design/Badge';
import { SectionCard } from '@predental/design/Card';
import { QueryState } from '@predental/design/QueryState';
import { DataTable } from '@predental/design/Table';
import { useAdminUsers } from '../api/admin';

export function UsersPanel() {
  const users = useAdminUsers();
  const list = users.data?.adminUsers ?? [];
  return (
    <SectionCard title="Users" description={users.data && `Total users: ${list.length}`}>
      <QueryState what="users" query={users}>
        <DataTable
          headers={['ID', 'Username', 'Email', 'Status']}
          rows={list}
          rowKey={(user) => user.id}
          cells={(user) => [user.id, user.username, user.email, user.isAdmin && <Badge>Admin</Badge>]}
        />
      </QueryState>
    </SectionCard>
  );
}
