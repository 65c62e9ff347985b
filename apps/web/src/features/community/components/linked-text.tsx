import { Link, Text, type TextProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { splitLinks, USER_LINK_REL } from '../lib/links';

/**
 * A post's or comment's plain text with its web addresses as links (`rel="nofollow ugc noopener"`,
 * new tab). Everything else stays text: React escapes it, nothing is parsed as HTML.
 */
export function LinkedText({ text, ...props }: { text: string } & TextProps) {
  const pieces = useMemo(() => splitLinks(text), [text]);
  return (
    <Text {...props}>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <Link key={i} href={piece.href} target="_blank" rel={USER_LINK_REL} color="slime.300" textDecoration="underline" wordBreak="break-all">
            {piece.text}
          </Link>
        ),
      )}
    </Text>
  );
}
