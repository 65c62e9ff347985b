import { Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { CONTENT_MAX, DEFAULT_POST_CATEGORY, POST_CATEGORIES, TITLE_MAX, type PostCategory } from '../categories';
import { CharCount } from './char-count';

export interface PostDraft {
  title: string;
  content: string;
  category: PostCategory;
}

export const EMPTY_DRAFT: PostDraft = { title: '', content: '', category: DEFAULT_POST_CATEGORY };

/** Title and content must not be blank after trimming (docs/product/screens.md#community-list). */
export function isDraftBlank(draft: PostDraft): boolean {
  return !draft.title.trim() || !draft.content.trim();
}

/** Title, content (6 rows) and category of a new or edited post, with their limits. */
export function PostFormFields({
  draft,
  onChange,
  disabled,
}: {
  draft: PostDraft;
  onChange: (draft: PostDraft) => void;
  disabled?: boolean;
}) {
  return (
    <Stack gap="4">
      <Field.Root required disabled={disabled}>
        <Field.Label>Title</Field.Label>
        <Input
          value={draft.title}
          maxLength={TITLE_MAX}
          placeholder="What's on your mind?"
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
        <CharCount length={draft.title.length} max={TITLE_MAX} />
      </Field.Root>
      <Field.Root required disabled={disabled}>
        <Field.Label>Content</Field.Label>
        <Textarea
          rows={6}
          value={draft.content}
          maxLength={CONTENT_MAX}
          placeholder="Share your route, hidden gem, trip report or question..."
          onChange={(event) => onChange({ ...draft, content: event.target.value })}
        />
        <CharCount length={draft.content.length} max={CONTENT_MAX} />
      </Field.Root>
      <Field.Root disabled={disabled}>
        <Field.Label>Category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.category}
            onChange={(event) => onChange({ ...draft, category: event.target.value as PostCategory })}
          >
            {POST_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
