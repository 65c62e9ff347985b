import { Box, type BoxProps } from '@chakra-ui/react';

/** The little road gremlin (same drawing as the favicon). */
export function GremlinLogo({ size = '8', ...props }: { size?: BoxProps['boxSize'] } & BoxProps) {
  return (
    <Box as="span" display="inline-flex" boxSize={size} flexShrink={0} aria-hidden="true" {...props}>
      <svg viewBox="0 0 64 64" width="100%" height="100%">
        <rect width="64" height="64" rx="14" fill="#1e0b3d" />
        <path d="M14 22 L22 30 M50 22 L42 30" stroke="#7ef29d" strokeWidth="4" strokeLinecap="round" />
        <circle cx="32" cy="36" r="16" fill="#8b5cf6" />
        <circle cx="26" cy="33" r="3.5" fill="#7ef29d" />
        <circle cx="38" cy="33" r="3.5" fill="#7ef29d" />
        <path d="M25 42 Q32 47 39 42" stroke="#1e0b3d" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
    </Box>
  );
}
