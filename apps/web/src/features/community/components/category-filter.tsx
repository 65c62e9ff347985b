import { Button, HStack } from '@chakra-ui/react';
import { CATEGORY_FILTERS, SORTS, type CategoryFilter, type PostSort } from '../categories';

/** The horizontal category row (docs/product/screens.md#community-list); scrolls sideways on a narrow screen. */
export function CategoryFilterRow({
  value,
  onChange,
}: {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
}) {
  return (
    <HStack
      role="group"
      aria-label="Filter by category"
      gap="2"
      overflowX="auto"
      pb="1"
      css={{ scrollbarWidth: 'thin' }}
    >
      {CATEGORY_FILTERS.map((category) => {
        const active = category.id === value;
        return (
          <Button
            key={category.id}
            size="sm"
            flexShrink={0}
            rounded="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'gremlin' : 'gray'}
            aria-pressed={active}
            onClick={() => onChange(category.id)}
          >
            {category.label}
          </Button>
        );
      })}
    </HStack>
  );
}

/** New / Top / Hot (the service's three orders, docs/product/api.md#community). */
export function SortChoice({ value, onChange }: { value: PostSort; onChange: (sort: PostSort) => void }) {
  return (
    <HStack
      role="group"
      aria-label="Sort posts"
      gap="1"
      bg="bg.subtle"
      rounded="lg"
      p="1"
      flexShrink={0}
      alignSelf={{ base: 'start', md: 'auto' }}
    >
      {SORTS.map((sort) => {
        const active = sort.id === value;
        return (
          <Button
            key={sort.id}
            size="xs"
            variant={active ? 'solid' : 'ghost'}
            colorPalette={active ? 'slime' : 'gray'}
            aria-pressed={active}
            onClick={() => onChange(sort.id)}
          >
            {sort.label}
          </Button>
        );
      })}
    </HStack>
  );
}
