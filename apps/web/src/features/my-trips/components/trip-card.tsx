import { Badge, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, BookmarkX, Download, ExternalLink, FolderOpen, MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { downloadText, gpxFileName } from '../../../lib/download';
import { mapsRouteUrl } from '../../../lib/maps-links';
import type { StoredTrip } from '../../../lib/trip-types';
import { fetchTripGpx, titleProblem, TRIP_TITLE_MAX } from '../api/trips';

export interface TripCardProps {
  trip: StoredTrip;
  saved: boolean;
  saving: boolean;
  onSave: (tripId: string) => void;
  onUnsave?: (tripId: string) => void;
  /** Resolves once the title is stored (rejects on failure: the editor stays open). */
  onRename?: (tripId: string, title: string) => Promise<unknown>;
  onDelete?: (tripId: string) => void;
}

/**
 * One stored trip (docs/product/screens.md#my-trips): title (optional), prompt, generation time, stops, Save or
 * Saved; Open (the results view at /my-trips/{id}), inline Rename, Delete (confirmed, then Undo).
 */
export function TripCard({ trip, saved, saving, onSave, onUnsave, onRename, onDelete }: TripCardProps) {
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const route = mapsRouteUrl(trip.stops);
  const generated = new Date(trip.generatedAt);
  const name = trip.title || trip.prompt;

  async function exportGpx() {
    setExporting(true);
    try {
      downloadText(gpxFileName(name), await fetchTripGpx(trip.id));
    } catch (error) {
      notify({ title: 'Export failed', description: errorMessage(error, 'Could not build the GPX file. Please try again.'), type: 'error' });
    } finally {
      setExporting(false);
    }
  }

  function startRename() {
    setDraft(trip.title ?? '');
    setProblem(null);
    setEditing(true);
  }

  async function submitRename(event: FormEvent) {
    event.preventDefault();
    const wrong = titleProblem(draft);
    setProblem(wrong);
    if (wrong || !onRename) return;
    setRenaming(true);
    try {
      await onRename(trip.id, draft.trim());
      setEditing(false);
    } catch {
      /* the mutation toasts the reason; the editor stays open */
    } finally {
      setRenaming(false);
    }
  }

  return (
    <Card.Root as="article" aria-label={name} bg="bg.panel" data-testid="trip-card">
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0" flex="1">
            {editing ? (
              <form onSubmit={(e) => void submitRename(e)} noValidate aria-label="Rename trip">
                <Field.Root invalid={Boolean(problem)}>
                  <Field.Label htmlFor={inputId}>Trip title</Field.Label>
                  <HStack gap="2" wrap="wrap">
                    <Input
                      id={inputId}
                      size="sm"
                      maxW="sm"
                      value={draft}
                      autoFocus
                      maxLength={TRIP_TITLE_MAX + 20}
                      onChange={(e) => {
                        setDraft(e.target.value);
                        if (problem) setProblem(titleProblem(e.target.value));
                      }}
                      onKeyDown={(e) => {
                        if (e.key === 'Escape') setEditing(false);
                      }}
                    />
                    <Button type="submit" size="sm" colorPalette="gremlin" loading={renaming}>
                      Save title
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                      Cancel
                    </Button>
                  </HStack>
                  {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>1–{TRIP_TITLE_MAX} characters</Field.HelperText>}
                </Field.Root>
              </form>
            ) : (
              trip.title && (
                <Heading as="h3" size="md">
                  {trip.title}
                </Heading>
              )
            )}
            <Text fontWeight={trip.title ? 'normal' : 'semibold'} color={trip.title ? 'fg.muted' : 'fg'}>
              “{trip.prompt}”
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Generated <time dateTime={trip.generatedAt}>{Number.isNaN(generated.getTime()) ? trip.generatedAt : generated.toLocaleString()}</time>
            </Text>
          </Stack>
          {saved ? (
            <Badge colorPalette="slime" variant="solid">
              <BookmarkCheck size={14} /> Saved
            </Badge>
          ) : (
            <Button size="sm" colorPalette="gremlin" loading={saving} onClick={() => onSave(trip.id)}>
              <Bookmark /> Save
            </Button>
          )}
        </HStack>
        <Stack as="ol" gap="0.5" ps="5" listStyleType="decimal" fontSize="sm" aria-label="Stops">
          {trip.stops.map((stop, i) => (
            <li key={`${stop.id ?? stop.name}-${i}`}>{stop.name}</li>
          ))}
        </Stack>
        {confirming ? (
          <HStack gap="2" wrap="wrap" role="group" aria-label="Confirm delete">
            <Text fontSize="sm">Delete this trip? You can undo for 5 seconds.</Text>
            <Button
              size="xs"
              colorPalette="red"
              onClick={() => {
                setConfirming(false);
                onDelete?.(trip.id);
              }}
            >
              <Trash2 /> Delete trip
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </HStack>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button asChild size="xs" colorPalette="gremlin">
              <RouterLink to={`/my-trips/${encodeURIComponent(trip.id)}`} aria-label={`Open ${name}`}>
                <FolderOpen /> Open
              </RouterLink>
            </Button>
            {route && (
              <Button asChild size="xs" variant="outline">
                <a href={route} target="_blank" rel="noreferrer">
                  <ExternalLink /> Open in Maps
                </a>
              </Button>
            )}
            <Button size="xs" variant="outline" onClick={() => void exportGpx()} loading={exporting}>
              <Download /> GPX
            </Button>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={`/community?attach=${encodeURIComponent(trip.id)}`} aria-label={`Post ${name} to the community`}>
                <MessagesSquare /> Post to community
              </RouterLink>
            </Button>
            {onRename && !editing && (
              <Button size="xs" variant="outline" onClick={startRename}>
                <Pencil /> Rename
              </Button>
            )}
            {saved && onUnsave && (
              <Button size="xs" variant="outline" onClick={() => onUnsave(trip.id)}>
                <BookmarkX /> Unsave
              </Button>
            )}
            {onDelete && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                <Trash2 /> Delete
              </Button>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
