import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { AdminSession } from '@roadgremlin/contracts';
import { timeAgo } from '../lib/format';

/** The live sessions (docs/product/api.md#admin), most recently active first, as the server sends them. */
export function SessionsTable({ sessions, activeUsers, now }: { sessions: AdminSession[]; activeUsers: number; now: number }) {
  return (
    <Box as="section" aria-labelledby="admin-sessions-heading">
      <Heading as="h2" id="admin-sessions-heading" size="lg" mb="3">
        Current sessions
      </Heading>
      {sessions.length === 0 ? (
        <Text color="fg.muted">Nobody is on the site right now.</Text>
      ) : (
        // Focusable, so a keyboard can scroll it when it overflows (a phone, a long list): axe scrollable-region-focusable.
        <Table.ScrollArea
          borderWidth="1px"
          rounded="lg"
          maxH="480px"
          overflowY="auto"
          tabIndex={0}
          role="region"
          aria-label="Current sessions, scrollable"
          _focusVisible={{ outline: '2px solid', outlineColor: 'slime.400', outlineOffset: '2px' }}
        >
          <Table.Root size="sm" stickyHeader interactive aria-label="Current sessions">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>User</Table.ColumnHeader>
                <Table.ColumnHeader>Page</Table.ColumnHeader>
                <Table.ColumnHeader>Joined</Table.ColumnHeader>
                <Table.ColumnHeader>Last activity</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sessions.map((s) => (
                <Table.Row key={s.id} data-session-id={s.id}>
                  <Table.Cell>{s.email ?? <Text as="span" color="fg.muted">visitor</Text>}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs" maxW="sm" truncate title={s.currentPage}>
                    {s.currentPage}
                  </Table.Cell>
                  <Table.Cell title={new Date(s.joinedAt).toLocaleString()}>{timeAgo(s.joinedAt, now)}</Table.Cell>
                  <Table.Cell title={new Date(s.lastActivity).toLocaleString()}>{timeAgo(s.lastActivity, now)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {activeUsers > sessions.length && (
        <Text color="fg.muted" fontSize="sm" mt="2">
          Showing the {sessions.length.toLocaleString()} most recently active of {activeUsers.toLocaleString()} sessions.
        </Text>
      )}
    </Box>
  );
}
