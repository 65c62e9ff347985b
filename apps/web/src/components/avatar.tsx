/**
 * A person's avatar: their initials on their colour (libs/contracts people.ts; every colour carries
 * white initials at 4.5:1 or more). Decorative next to the name it stands for, so hidden from
 * assistive technology unless a `label` is given.
 */
import { Box } from '@chakra-ui/react';
import { AVATAR_COLORS, initialsOf, isAvatarColor } from '@roadgremlin/contracts/people';

const SIZES = { xs: '5', sm: '7', md: '9', lg: '14' } as const;
const FONT = { xs: '2xs', sm: 'xs', md: 'sm', lg: 'xl' } as const;

export function avatarHex(color: string | undefined | null): string {
  return isAvatarColor(color) ? AVATAR_COLORS[color] : AVATAR_COLORS.slate;
}

export function Avatar({ name, color, size = 'sm', label }: { name: string; color?: string | null; size?: keyof typeof SIZES; label?: string }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize={SIZES[size]}
      rounded="full"
      bg={avatarHex(color)}
      color="white"
      fontSize={FONT[size]}
      fontWeight="bold"
      lineHeight="1"
      userSelect="none"
      data-testid="avatar"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {initialsOf(name)}
    </Box>
  );
}
