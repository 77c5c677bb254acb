import { Badge } from '@predental/design/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@predental/design/Card';
import { LoadError } from '@predental/design/LoadError';
import { Muted } from '@predental/design/Page';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { useAdminUsers } from '../api/admin';

export function UsersPanel() {
  const users = useAdminUsers();
  const list = users.data?.adminUsers ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        {users.data && <CardDescription>Total users: {list.length}</CardDescription>}
      </CardHeader>
      <CardContent>
        {users.loading ? (
          <Muted role="status">Loading users...</Muted>
        ) : users.error ? (
          <LoadError what="users" message={users.error.message} onRetry={() => void users.refetch()} />
        ) : (
          <Table>
            <THead>
              <Tr>
                <Th>ID</Th>
                <Th>Username</Th>
                <Th>Email</Th>
                <Th>Status</Th>
              </Tr>
            </THead>
            <TBody>
              {list.map((user) => (
                <Tr key={user.id}>
                  <Td>{user.id}</Td>
                  <Td>{user.username}</Td>
                  <Td>{user.email}</Td>
                  <Td>{user.isAdmin && <Badge>Admin</Badge>}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
