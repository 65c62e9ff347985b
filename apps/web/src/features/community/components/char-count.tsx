import { Field } from '@chakra-ui/react';

/** "12 / 200": the limit a field has, shown under it. */
export function CharCount({ length, max }: { length: number; max: number }) {
  return (
    <Field.HelperText alignSelf="end" color={length >= max ? 'red.400' : 'fg.muted'} aria-live="polite">
      {length.toLocaleString()} / {max.toLocaleString()}
    </Field.HelperText>
  );
}
