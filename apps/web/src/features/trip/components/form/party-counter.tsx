import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

export interface PartyCounterProps {
  label: string;
  value: number;
  min: number;
  onChange: (value: number) => void;
}

/** A − value + counter that never goes below its minimum; no upper bound. */
export function PartyCounter({ label, value, min, onChange }: PartyCounterProps) {
  const lower = label.toLowerCase();
  return (
    <HStack justify="space-between" gap="3" role="group" aria-label={label}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2">
        <IconButton
          size="xs"
          variant="outline"
          aria-label={`Fewer ${lower}`}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus />
        </IconButton>
        <Text minW="6" textAlign="center" fontWeight="bold" aria-live="polite" data-testid={`${lower}-count`}>
          {value}
        </Text>
        <IconButton size="xs" variant="outline" aria-label={`More ${lower}`} onClick={() => onChange(value + 1)}>
          <Plus />
        </IconButton>
      </HStack>
    </HStack>
  );
}
