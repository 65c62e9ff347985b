import { Text, type TextProps } from '@chakra-ui/react';
import { formatRelativeTime } from '../relative-time';

/** A post's or comment's age (docs/product/rules.md#community), with the full local time on hover. */
export function RelativeTime({ value, ...props }: { value: string } & TextProps) {
  const date = new Date(value);
  const full = Number.isNaN(date.getTime()) ? undefined : date.toLocaleString();
  return (
    <Text asChild {...props}>
      <time dateTime={value} title={full}>
        {formatRelativeTime(value)}
      </time>
    </Text>
  );
}
