import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModerationItem, ModerationLogEntry } from '@roadgremlin/contracts';
import { fakeFetch, makeSession, makeUser, renderApp } from '../../../test/app-harness';

const ADMIN = makeSession({ access_token: 'admin.jwt', user: makeUser({ id: 'admin-1', email: 'admin@roadgremlin.local', is_admin: true }) });

function item(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    kind: 'post',
    id: 'post-1',
    postId: 'post-1',
    postTitle: 'Cheap motel deals',
    excerpt: 'Visit example.com for cheap rooms',
    authorId: 'user-ada',
    authorName: 'Ada the Bold',
    authorSuspended: false,
    createdAt: '2026-11-20T10:00:00Z',
    hidden: false,
    locked: false,
    openReports: 3,
    reasons: [
      { reason: 'spam', count: 2 },
      { reason: 'off-topic', count: 1 },
    ],
    notes: ['Same link everywhere'],
    lastReportedAt: '2026-11-26T10:00:00Z',
    ...overrides,
  };
}

const LOG: ModerationLogEntry[] = [
  {
    id: 'log-1',
    actorId: 'admin-1',
    actorName: 'Chief Gremlin',
    action: 'lock',
    targetType: 'post',
    targetId: 'post-2',
    postId: 'post-2',
    label: 'Heated thread',
    reason: 'Cooling down',
    createdAt: '2026-11-26T09:00:00Z',
  },
];

describe('/admin/moderation', () => {
  it('lists each reported item with its report count, reasons, notes, author, excerpt and a link to the thread; the audit log says who did what, to what and why', async () => {
    renderApp('/admin/moderation', {
      session: ADMIN,
      fetch: fakeFetch(({ path }) =>
        path.startsWith('/api/community/moderation/queue') ? { status: 200, body: [item()] } : path.startsWith('/api/community/moderation/log') ? { status: 200, body: LOG } : undefined,
      ),
    });
    const card = await screen.findByTestId('moderation-item');
    expect(screen.getByRole('heading', { name: 'Moderation', level: 1 })).toBeInTheDocument();
    expect(within(card).getByText('3 reports')).toBeInTheDocument();
    expect(within(card).getByText('Spam or advertising × 2')).toBeInTheDocument();
    expect(within(card).getByText('Off topic')).toBeInTheDocument();
    expect(within(card).getByText('“Same link everywhere”')).toBeInTheDocument();
    expect(within(card).getByText('Ada the Bold')).toBeInTheDocument();
    expect(within(card).getByTestId('moderation-excerpt')).toHaveTextContent('Visit example.com for cheap rooms');
    expect(within(card).getByRole('link', { name: 'Cheap motel deals' })).toHaveAttribute('href', '/community/thread/post-1');
    const entry = await screen.findByTestId('log-entry');
    expect(entry).toHaveTextContent('Chief Gremlin locked the post “Heated thread”');
    expect(entry).toHaveTextContent('Reason: Cooling down');
    expect(within(entry).getByRole('link')).toHaveAttribute('href', '/community/thread/post-2');
  });

  it('Hide sends the reason for the log, then the queue and log are read again and show the item hidden with Restore', async () => {
    const user = userEvent.setup({ delay: null });
    let current = item();
    const { fetch } = renderApp('/admin/moderation', {
      session: ADMIN,
      fetch: fakeFetch(({ method, path }) => {
        if (method === 'POST' && path === '/api/community/moderation/posts/post-1/hide') {
          current = item({ hidden: true, openReports: 0, reasons: [], notes: [] });
          return { status: 200, body: { action: 'hide', logId: 'log-2', item: current } };
        }
        if (path.startsWith('/api/community/moderation/queue')) return { status: 200, body: [current] };
        if (path.startsWith('/api/community/moderation/log')) return { status: 200, body: [] };
        return undefined;
      }),
    });
    const card = await screen.findByTestId('moderation-item');
    await user.type(within(card).getByLabelText(/Reason for the log/), 'Advertising');
    await user.click(within(card).getByRole('button', { name: 'Hide post' }));
    expect(await within(card).findByRole('button', { name: 'Restore post' })).toBeInTheDocument();
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Dismiss reports' })).not.toBeInTheDocument();
    const sent = fetch.mock.calls.find(([input, init]) => String(input).endsWith('/posts/post-1/hide') && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'Advertising' });
  });

  it('a comment item locks its thread and suspends its author at their own addresses', async () => {
    const user = userEvent.setup({ delay: null });
    const comment = item({ kind: 'comment', id: 'c-1', postId: 'post-7', postTitle: 'Route 66' });
    const { fetch } = renderApp('/admin/moderation', {
      session: ADMIN,
      fetch: fakeFetch(({ method, path }) => {
        if (method === 'POST') return { status: 200, body: { action: 'lock', logId: 'x', item: null } };
        if (path.startsWith('/api/community/moderation/queue')) return { status: 200, body: [comment] };
        if (path.startsWith('/api/community/moderation/log')) return { status: 200, body: [] };
        return undefined;
      }),
    });
    const card = await screen.findByTestId('moderation-item');
    expect(within(card).getByRole('link', { name: 'Comment in “Route 66”' })).toHaveAttribute('href', '/community/thread/post-7');
    await user.click(within(card).getByRole('button', { name: 'Lock thread' }));
    await user.click(within(card).getByRole('button', { name: 'Suspend author' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => new URL(String(input), 'http://x').pathname)).toEqual([
        '/api/community/moderation/posts/post-7/lock',
        '/api/community/moderation/users/user-ada/suspend',
      ]),
    );
  });

  it('anyone the server refuses (403) sees "Administrator Access Required"', async () => {
    renderApp('/admin/moderation', {
      session: makeSession(),
      fetch: fakeFetch(({ path }) => (path.startsWith('/api/community/moderation/') ? { status: 403, body: { error: { code: 'forbidden', message: 'Administrators only' } } } : undefined)),
    });
    expect(await screen.findByText('Administrator Access Required')).toBeInTheDocument();
    expect(screen.getByText('The moderation queue is only shown to the Road Gremlin administrator.')).toBeInTheDocument();
    expect(screen.queryByTestId('moderation-item')).not.toBeInTheDocument();
  });
});
