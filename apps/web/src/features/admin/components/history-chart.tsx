import { Box, Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { AdminHistoryEntry } from '@roadgremlin/contracts';
import { hourLabel } from '../lib/format';

const WIDTH = 480;
const HEIGHT = 120;
const GAP = 2;

/**
 * One series of the last 24 hours as an inline SVG bar chart (no chart library: 24 rectangles do not
 * need one). Each bar carries a <title> for a hover tooltip; the figure has a text summary for
 * screen readers.
 */
export function HistoryChart({ title, history, field, color }: { title: string; history: AdminHistoryEntry[]; field: 'sessions' | 'trips'; color: string }) {
  const values = history.map((h) => h[field]);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const barWidth = history.length ? WIDTH / history.length : WIDTH;
  const summary = `${title}: ${total} in the last 24 hours, at most ${Math.max(0, ...values)} in one hour.`;
  return (
    <Card.Root bg="bg.panel" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {total.toLocaleString()} in 24 h
          </Text>
        </HStack>
        <Box as="figure" m="0">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none" role="img" aria-label={summary}>
            <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="currentColor" strokeOpacity="0.2" />
            {history.map((h, i) => {
              const height = (h[field] / max) * (HEIGHT - 4);
              return (
                <rect
                  key={h.hour}
                  data-testid={`${field}-bar`}
                  x={i * barWidth + GAP / 2}
                  y={HEIGHT - height}
                  width={Math.max(1, barWidth - GAP)}
                  height={height}
                  rx="1.5"
                  fill={color}
                >
                  <title>{`${hourLabel(h.hour)}: ${h[field]}`}</title>
                </rect>
              );
            })}
          </svg>
          {history.length > 0 && (
            <HStack as="figcaption" justify="space-between" fontSize="xs" color="fg.muted" aria-hidden>
              <span>{hourLabel(history[0].hour)}</span>
              <span>{hourLabel(history[Math.floor(history.length / 2)].hour)}</span>
              <span>now</span>
            </HStack>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
