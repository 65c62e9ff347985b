/** /community: the forum list (docs/product/screens.md#community-list). */
import { Box, Button, Flex, Heading, Link, Stack, Text, VStack } from '@chakra-ui/react';
import { ArrowLeft, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageContainer } from '../../../components/page-container';
import { usePosts } from '../api/get-posts';
import {
  DEFAULT_FILTER,
  DEFAULT_SORT,
  isCategoryFilter,
  isPostSort,
  type CategoryFilter,
  type PostSort,
} from '../categories';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { useViewer } from '../hooks/use-viewer';
import { CategoryFilterRow, SortChoice } from './category-filter';
import { NewPostDialog } from './new-post-dialog';
import { PostCard } from './post-card';

export function CommunityPage() {
  const { isAuthenticated } = useViewer();
  const [params, setParams] = useSearchParams();
  // The filter lives in the URL so the back button from a thread returns to the same list.
  const rawCategory = params.get('category');
  const rawSort = params.get('sort');
  const category: CategoryFilter = isCategoryFilter(rawCategory) ? rawCategory : DEFAULT_FILTER;
  const sort: PostSort = isPostSort(rawSort) ? rawSort : DEFAULT_SORT;
  const [dialogOpen, setDialogOpen] = useState(false);
  // "Post to community" on a trip comes here with ?attach=<tripId>: the dialog opens with it.
  const [attachTripId, setAttachTripId] = useState<string | undefined>();
  const attach = params.get('attach');
  useEffect(() => {
    if (!attach || !isAuthenticated) return;
    setAttachTripId(attach);
    setDialogOpen(true);
    const rest = new URLSearchParams(params);
    rest.delete('attach');
    setParams(rest, { replace: true });
  }, [attach, isAuthenticated, params, setParams]);

  function choose(next: { category?: CategoryFilter; sort?: PostSort }) {
    const merged = { category, sort, ...next };
    const search = new URLSearchParams();
    if (merged.category !== DEFAULT_FILTER) search.set('category', merged.category);
    if (merged.sort !== DEFAULT_SORT) search.set('sort', merged.sort);
    setParams(search, { replace: true });
  }

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <Link asChild color="slime.300" fontSize="sm" alignSelf="start">
          <RouterLink to="/">
            <ArrowLeft size={16} /> Back to Plan Trip
          </RouterLink>
        </Link>

        <Flex gap="4" align={{ base: 'stretch', sm: 'end' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
          <Box>
            <Heading as="h1" size="3xl" color="gremlin.fg">
              Community
            </Heading>
            <Text color="fg.muted" mt="1">
              Swap weird routes, hidden gems and trip reports with fellow road gremlins.
            </Text>
          </Box>
          {isAuthenticated && (
            <Button colorPalette="slime" onClick={() => setDialogOpen(true)} flexShrink={0}>
              <Plus aria-hidden /> New Post
            </Button>
          )}
        </Flex>

        <Flex gap="3" align={{ base: 'stretch', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
          <Box minW="0">
            <CategoryFilterRow value={category} onChange={(next) => choose({ category: next })} />
          </Box>
          <SortChoice value={sort} onChange={(next) => choose({ sort: next })} />
        </Flex>

        <PostList
          category={category}
          sort={sort}
          canPost={isAuthenticated}
          onCreateFirst={() => setDialogOpen(true)}
        />
      </Stack>
      {isAuthenticated && <NewPostDialog open={dialogOpen} onOpenChange={setDialogOpen} initialTripId={attachTripId} />}
    </PageContainer>
  );
}

function PostList({
  category,
  sort,
  canPost,
  onCreateFirst,
}: {
  category: CategoryFilter;
  sort: PostSort;
  canPost: boolean;
  onCreateFirst: () => void;
}) {
  const posts = usePosts({ category, sort });
  const sentinel = useInfiniteScroll({
    hasNextPage: posts.hasNextPage,
    isFetchingNextPage: posts.isFetchingNextPage,
    fetchNextPage: posts.fetchNextPage,
  });

  if (posts.isPending) {
    return <StateText>Loading community posts...</StateText>;
  }
  if (posts.isError) {
    return <LoadError message="Could not load community posts." align="center" py="10" onRetry={() => void posts.refetch()} />;
  }

  const items = posts.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <VStack gap="3" py="12" textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="gremlin.900" rounded="xl">
        <Heading as="h2" size="lg">
          No posts yet
        </Heading>
        <Text color="fg.muted">Be the first to share something with the community!</Text>
        <Text color="fg.muted" fontSize="sm" maxW="md">
          A weird route you drove, a hidden gem off the highway, a trip report or a question for fellow road gremlins.
        </Text>
        {canPost ? (
          <Button colorPalette="slime" onClick={onCreateFirst}>
            <Plus aria-hidden /> Create First Post
          </Button>
        ) : (
          // A visitor is told how to get to the New Post button (it shows only when signed in).
          <Button asChild colorPalette="slime">
            <RouterLink to="/auth">Sign in to write the first post</RouterLink>
          </Button>
        )}
      </VStack>
    );
  }

  return (
    <Stack gap="4">
      {items.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {posts.hasNextPage && (
        <VStack ref={sentinel} py="4">
          <Button
            variant="outline"
            size="sm"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {posts.isFetchingNextPage ? 'Loading more posts...' : 'Load more'}
          </Button>
        </VStack>
      )}
    </Stack>
  );
}

function StateText({ children }: { children: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="12">
      {children}
    </Text>
  );
}
