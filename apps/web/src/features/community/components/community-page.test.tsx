import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, renderApp } from '../../../test/app-harness';
import { communityFetch, deferred, makePost, requests, type FakeAnswer } from '../test/community-fixtures';

const posts = (list: unknown[], headers?: Record<string, string>): FakeAnswer => ({ status: 200, body: list, headers });
const postCalls = (fetchMock: Parameters<typeof requests>[0]) =>
  requests(fetchMock).filter((r) => r.method === 'GET' && r.path === '/api/community/posts');

describe('/community', () => {
  it('shows "Loading community posts..." until the list arrives', async () => {
    const held = deferred<FakeAnswer>();
    renderApp('/community', {
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? held.promise : undefined)),
    });
    expect(await screen.findByText('Loading community posts...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Plan Trip/ })).toHaveAttribute('href', '/');

    held.resolve(posts([makePost()]));
    expect(await screen.findByRole('link', { name: makePost().title })).toBeInTheDocument();
    expect(screen.queryByText('Loading community posts...')).not.toBeInTheDocument();
  });

  it('a list that fails to load says so and loads again on "Try again"', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const fetchMock = communityFetch(({ path }) =>
      path === '/api/community/posts' ? (fail ? { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } : posts([makePost()])) : undefined,
    );
    renderApp('/community', { fetch: fetchMock });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load community posts.')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: makePost().title })).toBeInTheDocument();
    expect(postCalls(fetchMock)).toHaveLength(2);
  });

  it('an empty list (a fresh install) tells a visitor "No posts yet" and what to do next: sign in to write the first post', async () => {
    const { router } = renderApp('/community', { fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? posts([]) : undefined)) });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to share something with the community!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create First Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in to write the first post' });
    expect(signIn).toHaveAttribute('href', '/auth');
    await userEvent.setup({ delay: null }).click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('an empty list offers a signed-in user "Create First Post", which opens the new-post dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? posts([]) : undefined)),
    });
    const createFirst = await screen.findByRole('button', { name: 'Create First Post' });
    expect(screen.getByRole('button', { name: 'New Post' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to write the first post' })).not.toBeInTheDocument();
    await user.click(createFirst);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create a New Post')).toBeInTheDocument();
  });

  it('a card shows the pinned marker, category, author, age, title link, clamped content, votes and comment count', async () => {
    const pinned = makePost({ id: 'p-1', isPinned: true, title: 'Read me first', userVote: 'up', upvotes: 7, downvotes: 2, commentCount: 4 });
    const plain = makePost({ id: 'p-2', title: 'Second post', category: 'feedback', authorName: 'Linus', createdAt: new Date(Date.now() - 20 * 60_000).toISOString(), commentCount: 1 });
    const { fetch } = renderApp('/community', {
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? posts([pinned, plain]) : undefined)),
    });
    const [first, second] = await screen.findAllByTestId('post-card');

    expect(within(first).getByText('Pinned')).toBeInTheDocument();
    expect(within(first).getByText('Hidden Gems')).toBeInTheDocument();
    expect(within(first).getByText('Ada')).toBeInTheDocument();
    expect(within(first).getByText('3h ago')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Read me first' })).toHaveAttribute('href', '/community/thread/p-1');
    expect(within(first).getByTestId('post-excerpt')).toHaveTextContent('Drove out on Sunday. Bring snacks.');
    const up = within(first).getByRole('button', { name: 'Upvote' });
    expect(up).toHaveTextContent('7');
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByRole('button', { name: 'Downvote' })).toHaveTextContent('2');
    expect(within(first).getByRole('link', { name: '4 comments' })).toHaveAttribute('href', '/community/thread/p-1');

    expect(within(second).queryByText('Pinned')).not.toBeInTheDocument();
    expect(within(second).getByText('Feedback')).toBeInTheDocument();
    expect(within(second).getByText('Just now')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '1 comment' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false');

    expect(postCalls(fetch)[0].query.get('category')).toBe('all');
    expect(postCalls(fetch)[0].query.get('sort')).toBe('new');
  });

  it('a title or content with <script> renders as text, never as HTML', async () => {
    const post = makePost({ title: '<script>alert(1)</script>', content: '<img src=x onerror=alert(2)>' });
    const { container } = renderApp('/community', {
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? posts([post]) : undefined)),
    });
    expect(await screen.findByRole('link', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(2)>')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('main script, main img')).toBeNull();
  });

  it('the category row filters the list and the sort choice reorders it, both sent to the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch, router } = renderApp('/community', {
      fetch: communityFetch(({ path, query }) =>
        path === '/api/community/posts'
          ? posts([makePost({ id: `${query.get('category')}-${query.get('sort')}`, title: `List ${query.get('category')} ${query.get('sort')}` })])
          : undefined,
      ),
    });
    const row = await screen.findByRole('group', { name: 'Filter by category' });
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Route Sharing',
      'Hidden Gems',
      'Trip Reports',
      'Questions',
      'Feedback',
    ]);
    expect(within(row).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('link', { name: 'List all new' });

    await user.click(within(row).getByRole('button', { name: 'Trip Reports' }));
    expect(await screen.findByRole('link', { name: 'List trip-reports new' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Trip Reports' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Top' }));
    expect(await screen.findByRole('link', { name: 'List trip-reports top' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=trip-reports&sort=top');
    expect(postCalls(fetch).map((r) => `${r.query.get('category')}/${r.query.get('sort')}`)).toEqual([
      'all/new',
      'trip-reports/new',
      'trip-reports/top',
    ]);
  });

  it('"Load more" fetches the next page with the cursor from x-next-cursor, and hides on the last page', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/community', {
      fetch: communityFetch(({ path, query }) => {
        if (path !== '/api/community/posts') return undefined;
        return query.get('cursor') === 'page-2'
          ? posts([makePost({ id: 'p-2', title: 'Older post' })])
          : posts([makePost({ id: 'p-1', title: 'Newer post' })], { 'x-next-cursor': 'page-2' });
      }),
    });
    await screen.findByRole('link', { name: 'Newer post' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older post' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(postCalls(fetch).map((r) => r.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('scrolling the end of the list into view loads the next page (IntersectionObserver)', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const { fetch } = renderApp('/community', {
      fetch: communityFetch(({ path, query }) => {
        if (path !== '/api/community/posts') return undefined;
        return query.get('cursor') === 'page-2'
          ? posts([makePost({ id: 'p-2', title: 'Older post' })])
          : posts([makePost({ id: 'p-1', title: 'Newer post' })], { 'x-next-cursor': 'page-2' });
      }),
    });
    await screen.findByRole('link', { name: 'Newer post' });
    const watching = observers.find((o) => o.targets.length > 0)!;
    expect(watching.targets[0]).toContainElement(screen.getByRole('button', { name: 'Load more' }));
    act(() =>
      watching.callback(
        [{ isIntersecting: true, target: watching.targets[0] } as IntersectionObserverEntry],
        watching as unknown as IntersectionObserver,
      ),
    );
    expect(await screen.findByRole('link', { name: 'Older post' })).toBeInTheDocument();
    expect(postCalls(fetch).map((r) => r.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('a visitor voting on a post is told to log in, and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/community', {
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? posts([makePost()]) : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: 'Upvote' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to vote on posts')).toBeInTheDocument();
    expect(requests(fetch).filter((r) => r.method === 'POST' && r.path.includes('/vote'))).toEqual([]);
  });

  it('a signed-in vote is sent, shows at once and ends with the refetched server numbers', async () => {
    const user = userEvent.setup({ delay: null });
    let server = makePost({ upvotes: 3, downvotes: 1 });
    const { fetch } = renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ method, path, body }) => {
        if (path === '/api/community/posts') return posts([server]);
        if (method === 'POST' && path === '/api/community/posts/post-1/vote') {
          expect(body).toEqual({ voteType: 'up' });
          // Someone else voted meanwhile: the server's numbers win.
          server = { ...server, upvotes: 5, userVote: 'up' };
          return { status: 200, body: server };
        }
        return undefined;
      }),
    });
    const up = await screen.findByRole('button', { name: 'Upvote' });
    expect(up).toHaveTextContent('3');
    await user.click(up);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upvote' })).toHaveTextContent('5'));
    expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(postCalls(fetch)).toHaveLength(2));
    expect(new Headers(fetch.mock.calls.find(([u]) => String(u).endsWith('/vote'))![1]?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('a failed vote rolls back and shows "Error" with the fallback', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ method, path }) => {
        if (path === '/api/community/posts') return posts([makePost({ downvotes: 1 })]);
        if (method === 'POST') return { status: 500, body: 'boom' };
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Downvote' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to vote')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downvote' })).toHaveTextContent('1');
  });
});

describe('/community new post dialog', () => {
  async function openDialog() {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    const dialog = await screen.findByRole('dialog');
    return { user, dialog };
  }

  it('starts empty with category Questions, 6 content rows and the limits; Create stays disabled while blank', async () => {
    renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? posts([]) : undefined)),
    });
    const { user, dialog } = await openDialog();
    const title = within(dialog).getByLabelText(/^Title/);
    const content = within(dialog).getByLabelText(/^Content/);
    const category = within(dialog).getByLabelText(/^Category/);
    const create = within(dialog).getByRole('button', { name: 'Create Post' });

    expect(title).toHaveValue('');
    expect(content).toHaveAttribute('rows', '6');
    expect(category).toHaveValue('questions');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Route Sharing',
      'Hidden Gems',
      'Trip Reports',
      'Questions',
      'Feedback',
    ]);
    expect(title).toHaveAttribute('maxLength', '200');
    expect(content).toHaveAttribute('maxLength', '20000');
    expect(within(dialog).getByText('0 / 200')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.type(title, '   ');
    await user.type(content, 'Real words');
    expect(create).toBeDisabled();
    await user.type(title, 'Hi');
    expect(create).toBeEnabled();
    expect(within(dialog).getByText('5 / 200')).toBeInTheDocument();
  });

  it('a blank title or content after trimming toasts "Missing Information" and sends nothing', async () => {
    const { fetch } = renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? posts([]) : undefined)),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Title/), 'A title');
    await user.type(within(dialog).getByLabelText(/^Content/), '  \n ');
    // The button is disabled, so only a direct submit (e.g. Enter in a field) can get here.
    fireEvent.submit(within(dialog).getByRole('form', { name: 'New post' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in both title and content')).toBeInTheDocument();
    expect(requests(fetch).filter((r) => r.method === 'POST' && r.path === '/api/community/posts')).toEqual([]);
  });

  it('shows "Creating..." while busy, then closes, resets the form and refreshes the list', async () => {
    const held = deferred<FakeAnswer>();
    let created = false;
    const { fetch } = renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ method, path }) => {
        if (method === 'POST' && path === '/api/community/posts') {
          return held.promise.then((answer) => {
            created = true;
            return answer;
          });
        }
        if (path === '/api/community/posts') return posts(created ? [makePost({ id: 'new', title: 'My new route' })] : []);
        return undefined;
      }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Title/), '  My new route ');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Line one\nLine two');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'route-sharing');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    const busy = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    const sent = requests(fetch).find((r) => r.method === 'POST' && r.path === '/api/community/posts')!;
    expect(sent.body).toEqual({ title: 'My new route', content: 'Line one\nLine two', category: 'route-sharing' });

    held.resolve({ status: 201, body: makePost({ id: 'new' }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'My new route' })).toBeInTheDocument();

    const again = await openDialog();
    expect(within(again.dialog).getByLabelText(/^Title/)).toHaveValue('');
    expect(within(again.dialog).getByLabelText(/^Content/)).toHaveValue('');
    expect(within(again.dialog).getByLabelText(/^Category/)).toHaveValue('questions');
  });

  it('a refused post shows "Error" with the server message and keeps the dialog open', async () => {
    renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ method, path }) => {
        if (method === 'POST' && path === '/api/community/posts') {
          return { status: 400, body: { error: { code: 'validation_failed', message: 'Title must be at most 200 characters' } } };
        }
        if (path === '/api/community/posts') return posts([]);
        return undefined;
      }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Title/), 'T');
    await user.type(within(dialog).getByLabelText(/^Content/), 'C');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('T');
  });

  it('a failure without a server message falls back to "Failed to create post"', async () => {
    renderApp('/community', {
      session: makeSession(),
      fetch: communityFetch(({ method, path }) => {
        if (method === 'POST') return { status: 502, body: 'Bad gateway' };
        if (path === '/api/community/posts') return posts([]);
        return undefined;
      }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Title/), 'T');
    await user.type(within(dialog).getByLabelText(/^Content/), 'C');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Failed to create post')).toBeInTheDocument();
  });
});
