import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession, renderApp } from '../../../test/app-harness';
import type { Comment, Post } from '../api/types';
import { communityFetch, deferred, makeComment, makePost, requests, type CommunityRoute, type FakeAnswer } from '../test/community-fixtures';

const POST = '/api/community/posts/post-1';
const COMMENTS = '/api/community/posts/post-1/comments';

/** A thread whose post and comments answer from the given values (read on every call). */
function thread(state: { post: Post; comments: Comment[] }, extra: CommunityRoute = () => undefined): CommunityRoute {
  return (request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === POST) return { status: 200, body: state.post };
    if (request.method === 'GET' && request.path === COMMENTS) return { status: 200, body: state.comments };
    return undefined;
  };
}

const gets = (fetchMock: Parameters<typeof requests>[0], path: string) =>
  requests(fetchMock).filter((r) => r.method === 'GET' && r.path === path).length;

describe('/community/thread/:postId', () => {
  it('shows "Loading post..." and then the whole post with its line breaks kept', async () => {
    const held = deferred<FakeAnswer>();
    const post = makePost({ isPinned: true, commentCount: 1 });
    renderApp('/community/thread/post-1', {
      fetch: communityFetch(({ path }) => (path === POST ? held.promise : path === COMMENTS ? { status: 200, body: [makeComment()] } : undefined)),
    });
    expect(await screen.findByText('Loading post...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Community/ })).toHaveAttribute('href', '/community');

    held.resolve({ status: 200, body: post });
    expect(await screen.findByRole('heading', { name: post.title, level: 1 })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('Pinned')).toBeInTheDocument();
    expect(within(article).getByText('Hidden Gems')).toBeInTheDocument();
    expect(within(article).getByText('Ada')).toBeInTheDocument();
    expect(within(article).getByText('3h ago')).toBeInTheDocument();
    const content = screen.getByTestId('post-content');
    expect(content.textContent).toBe('Drove out on Sunday.\nBring snacks.');
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(article).getByRole('button', { name: 'Upvote' })).toHaveTextContent('3');
    expect(within(article).getByRole('button', { name: 'Downvote' })).toHaveTextContent('1');
    expect(within(article).getByText('1 comment')).toBeInTheDocument();
  });

  it('a missing post shows "Post Not Found" with a way back', async () => {
    renderApp('/community/thread/nope', {
      fetch: communityFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Post not found' } } })),
    });
    expect(await screen.findByRole('heading', { name: 'Post Not Found', level: 1 })).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: /Back to Community/ });
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', '/community');
  });

  it('any failed read also shows "Post Not Found"', async () => {
    renderApp('/community/thread/post-1', { fetch: communityFetch(() => ({ status: 500, body: 'boom' })) });
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
  });

  it('<script> in a title, content or comment is shown as text', async () => {
    const post = makePost({ title: '<script>alert(1)</script>', content: '<b>bold?</b>\n<script>alert(2)</script>' });
    const { container } = renderApp('/community/thread/post-1', {
      fetch: communityFetch(thread({ post, comments: [makeComment({ content: '<img src=x onerror=alert(3)>' })] })),
    });
    expect(await screen.findByRole('heading', { name: '<script>alert(1)</script>', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('post-content').textContent).toBe('<b>bold?</b>\n<script>alert(2)</script>');
    expect(await screen.findByText('<img src=x onerror=alert(3)>')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('main script, main img, main b')).toBeNull();
  });

  it('lists the comments under "Comments ({count})", or says there are none yet', async () => {
    const { unmount } = renderApp('/community/thread/post-1', {
      fetch: communityFetch(thread({ post: makePost({ commentCount: 0 }), comments: [] })),
    });
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts!')).toBeInTheDocument();
    unmount();

    renderApp('/community/thread/post-1', {
      fetch: communityFetch(
        thread({
          post: makePost({ commentCount: 2 }),
          comments: [makeComment(), makeComment({ id: 'comment-2', authorName: 'Linus', content: 'Second!', upvotes: 4, downvotes: 2, userVote: 'down' })],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('comment');
    expect(within(first).getByText('Grace')).toBeInTheDocument();
    expect(within(first).getByText('Just now')).toBeInTheDocument();
    expect(within(first).getByText('Went there last year.', { exact: false }).textContent).toBe('Went there last year.\nStill weird.');
    expect(within(second).getByRole('button', { name: 'Upvote' })).toHaveTextContent('4');
    expect(within(second).getByRole('button', { name: 'Downvote' })).toHaveTextContent('2');
    expect(within(second).getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "Loading comments..." while the comments are on their way', async () => {
    const held = deferred<FakeAnswer>();
    renderApp('/community/thread/post-1', {
      fetch: communityFetch(({ path }) => (path === POST ? { status: 200, body: makePost() } : path === COMMENTS ? held.promise : undefined)),
    });
    expect(await screen.findByText('Loading comments...')).toBeInTheDocument();
    held.resolve({ status: 200, body: [] });
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts!')).toBeInTheDocument();
  });

  it('a visitor sees no comment box and is told to log in when voting on the post or a comment', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/community/thread/post-1', {
      fetch: communityFetch(thread({ post: makePost(), comments: [makeComment()] })),
    });
    await screen.findByRole('heading', { name: makePost().title });
    expect(screen.queryByLabelText('Add a Comment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report|Edit|Delete/ })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Upvote' }));
    expect(await screen.findByText('Please log in to vote on posts')).toBeInTheDocument();
    expect(screen.getByText('Login Required')).toBeInTheDocument();

    const comment = await screen.findByTestId('comment');
    await user.click(within(comment).getByRole('button', { name: 'Downvote' }));
    expect(await screen.findByText('Please log in to vote on comments')).toBeInTheDocument();
    expect(requests(fetch).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('the comment box has 4 rows, stays disabled while blank and toasts "Empty Comment" on a blank submit', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(thread({ post: makePost(), comments: [] })),
    });
    const box = await screen.findByLabelText('Add a Comment', { selector: 'textarea' });
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toHaveAttribute('maxLength', '5000');
    const button = screen.getByRole('button', { name: 'Post Comment' });
    expect(button).toBeDisabled();
    await user.type(box, '   ');
    expect(button).toBeDisabled();

    fireEvent.submit(screen.getByRole('form', { name: 'New comment' }));
    expect(await screen.findByText('Empty Comment')).toBeInTheDocument();
    expect(screen.getByText('Please write something before posting')).toBeInTheDocument();
    expect(requests(fetch).filter((r) => r.method === 'POST' && r.path === COMMENTS)).toEqual([]);
  });

  it('posting a comment shows "Posting...", then clears the box and refetches the comments and the post', async () => {
    const user = userEvent.setup({ delay: null });
    const held = deferred<void>();
    const state = { post: makePost({ commentCount: 0 }), comments: [] as Comment[] };
    const { fetch } = renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread(state, ({ method, path, body }) => {
          if (method !== 'POST' || path !== COMMENTS) return undefined;
          return held.promise.then(() => {
            const comment = makeComment({ id: 'c-new', content: (body as { content: string }).content, authorName: 'gremlin.fan', isOwn: true });
            state.comments = [comment];
            state.post = { ...state.post, commentCount: 1 };
            return { status: 201, body: comment };
          });
        }),
      ),
    });
    const box = await screen.findByLabelText('Add a Comment', { selector: 'textarea' });
    await user.type(box, '  Count me in!\nSee you there ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    const sent = requests(fetch).find((r) => r.method === 'POST' && r.path === COMMENTS)!;
    expect(sent.body).toEqual({ content: 'Count me in!\nSee you there' });
    expect(sent.headers.get('Authorization')).toBe('Bearer access-1');

    held.resolve();
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(await screen.findByText(/Count me in!/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(gets(fetch, POST)).toBe(2);
    expect(gets(fetch, COMMENTS)).toBe(2);
    // Own comments offer Edit and Delete.
    const comment = screen.getByTestId('comment');
    expect(within(comment).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(comment).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('a failed comment keeps the text and shows "Error" with the fallback "Failed to add comment"', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(thread({ post: makePost(), comments: [] }, ({ method }) => (method === 'POST' ? { status: 503, body: '' } : undefined))),
    });
    const box = await screen.findByLabelText('Add a Comment', { selector: 'textarea' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('a comment refused with 401 (the session ran out) says "Please log in to comment"', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread({ post: makePost(), comments: [] }, ({ method }) =>
          method === 'POST' ? { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first' } } } : undefined,
        ),
      ),
    });
    await user.type(await screen.findByLabelText('Add a Comment', { selector: 'textarea' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Please log in to comment')).toBeInTheDocument();
  });

  it('voting on a comment sends it and ends with the server numbers from the refetched list', async () => {
    const user = userEvent.setup({ delay: null });
    const state = { post: makePost(), comments: [makeComment({ upvotes: 1 })] };
    const { fetch } = renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread(state, ({ method, path, body }) => {
          if (method !== 'POST' || path !== '/api/community/comments/comment-1/vote') return undefined;
          expect(body).toEqual({ voteType: 'up' });
          state.comments = [{ ...state.comments[0], upvotes: 2, userVote: 'up' }];
          return { status: 200, body: state.comments[0] };
        }),
      ),
    });
    const comment = await screen.findByTestId('comment');
    await user.click(within(comment).getByRole('button', { name: 'Upvote' }));
    await waitFor(() => expect(within(screen.getByTestId('comment')).getByRole('button', { name: 'Upvote' })).toHaveTextContent('2'));
    await waitFor(() => expect(gets(fetch, COMMENTS)).toBe(2));
    expect(within(screen.getByTestId('comment')).getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the author gets Edit and Delete; deleting goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, fetch } = renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread({ post: makePost({ isOwn: true }), comments: [] }, ({ method, path }) => {
          if (method === 'DELETE' && path === POST) return { status: 204 };
          if (path === '/api/community/posts') return { status: 200, body: [] };
          return undefined;
        }),
      ),
    });
    await screen.findByRole('heading', { name: makePost().title });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(requests(fetch).some((r) => r.method === 'DELETE' && r.path === POST)).toBe(true);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('another signed-in user reports the post: picks a reason (a note is needed only for "Something else"), sends it, is thanked, and the button reads "Reported"', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread({ post: makePost(), comments: [] }, ({ method, path }) =>
          method === 'POST' && path === `${POST}/report` ? { status: 201, body: { id: 'r-1' } } : undefined,
        ),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' });
    const send = within(dialog).getByRole('button', { name: 'Send Report' });
    expect(send).toBeDisabled();
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Spam or advertising',
      'Harassment or bullying',
      'Hateful or violent',
      'Sexual content',
      'False or dangerous information',
      'Off topic',
      'Something else',
    ]);
    await user.click(within(dialog).getByText('Something else'));
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^What is wrong/), 'Copied from my blog');
    expect(send).toBeEnabled();
    await user.click(within(dialog).getByText('Spam or advertising'));
    await user.click(send);
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(screen.getByText('Thanks. A moderator will review this post.')).toBeInTheDocument();
    expect(requests(fetch).find((r) => r.path === `${POST}/report`)?.body).toEqual({ reason: 'spam', note: 'Copied from my blog' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it("a second report shows the server's message (409) and the dialog stays open", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread({ post: makePost(), comments: [] }, ({ method, path }) =>
          method === 'POST' && path === `${POST}/report`
            ? { status: 409, body: { error: { code: 'already_reported', message: 'You have already reported this post' } } }
            : undefined,
        ),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Off topic'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('You have already reported this post')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("reports someone else's comment (never one's own) to /comments/:id/report", async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread({ post: makePost({ isOwn: true }), comments: [makeComment({ id: 'c-9', content: 'Buy watches' }), makeComment({ id: 'c-10', content: 'Mine', isOwn: true })] }, ({ method, path }) =>
          method === 'POST' && path === '/api/community/comments/c-9/report' ? { status: 201, body: { id: 'r-2' } } : undefined,
        ),
      ),
    });
    const [theirs, mine] = await screen.findAllByTestId('comment');
    expect(within(mine).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(theirs).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Comment' });
    await user.click(within(dialog).getByText('Spam or advertising'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Thanks. A moderator will review this comment.')).toBeInTheDocument();
    expect(requests(fetch).find((r) => r.path === '/api/community/comments/c-9/report')?.body).toEqual({ reason: 'spam' });
  });

  it("the author's own hidden post and comment are marked as hidden by a moderator", async () => {
    renderApp('/community/thread/post-1', {
      session: makeSession(),
      fetch: communityFetch(
        thread({ post: makePost({ isOwn: true, hiddenByModerator: true }), comments: [makeComment({ isOwn: true, hiddenByModerator: true })] }),
      ),
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByTestId('hidden-marker')).toHaveTextContent('Hidden by a moderator');
    expect(within(article).getByRole('note')).toHaveTextContent('A moderator hid this post: only you can see it.');
    expect(within(article).getByRole('button', { name: 'Upvote' })).toBeDisabled();
    expect(screen.queryByLabelText('Add a Comment')).not.toBeInTheDocument();
    expect(within(await screen.findByTestId('comment')).getByTestId('hidden-marker')).toBeInTheDocument();
  });

  it('a locked thread says so in place of the comment box', async () => {
    renderApp('/community/thread/post-1', { session: makeSession(), fetch: communityFetch(thread({ post: makePost({ isLocked: true }), comments: [] })) });
    expect(await screen.findByTestId('locked-notice')).toHaveTextContent('This thread is locked by a moderator: no new comments can be added.');
    expect(within(screen.getByRole('article')).getByTestId('locked-marker')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a Comment')).not.toBeInTheDocument();
  });

  it('web addresses in the post and comments are links with rel="nofollow ugc noopener"; other text stays text', async () => {
    renderApp('/community/thread/post-1', {
      fetch: communityFetch(
        thread({
          post: makePost({ content: 'Map: https://example.com/map?a=1. And javascript:alert(1) is text.' }),
          comments: [makeComment({ content: 'See (https://en.wikipedia.org/wiki/Rhyolite_(Nevada)) too' })],
        }),
      ),
    });
    const content = await screen.findByTestId('post-content');
    const link = within(content).getByRole('link', { name: 'https://example.com/map?a=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/map?a=1');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(content.textContent).toBe('Map: https://example.com/map?a=1. And javascript:alert(1) is text.');
    expect(within(content).getAllByRole('link')).toHaveLength(1);
    const commentLink = within(await screen.findByTestId('comment')).getByRole('link');
    expect(commentLink).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Rhyolite_(Nevada)');
    expect(commentLink).toHaveAttribute('rel', 'nofollow ugc noopener');
  });
});
