import { Badge, Box, Button, Card, Field, Heading, Input, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Eye, EyeOff, Flag, Lock, LockOpen, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { reportReasonLabel } from '../../../lib/report-reasons';
import type { ItemAction, ModerationItem } from '../api/moderation';

const threadPath = (postId: string) => `/community/thread/${encodeURIComponent(postId)}`;

/**
 * One reported or hidden post or comment: what was reported and why, who wrote it, and the actions
 * (hide/restore, lock/unlock its thread, suspend/unsuspend its author, dismiss the reports) with a
 * reason that goes into the audit log.
 */
export function ModerationItemCard({
  item,
  busy,
  onAction,
}: {
  item: ModerationItem;
  busy: boolean;
  onAction: (action: ItemAction, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const act = (action: ItemAction) => onAction(action, reason);
  const what = item.kind === 'post' ? 'post' : 'comment';

  return (
    <Card.Root as="article" aria-labelledby={titleId} data-testid="moderation-item" bg="bg.panel" borderColor={item.hidden ? 'orange.800' : 'gremlin.900'} rounded="xl">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Wrap gap="2" fontSize="sm" align="center">
          <Badge colorPalette={item.kind === 'post' ? 'gremlin' : 'purple'} variant="subtle">
            {item.kind === 'post' ? 'Post' : 'Comment'}
          </Badge>
          {item.openReports > 0 && (
            <Badge colorPalette="red" variant="solid" gap="1">
              <Flag size={12} aria-hidden /> {item.openReports} {item.openReports === 1 ? 'report' : 'reports'}
            </Badge>
          )}
          {item.hidden && (
            <Badge colorPalette="orange" variant="solid" gap="1">
              <EyeOff size={12} aria-hidden /> Hidden
            </Badge>
          )}
          {item.locked && (
            <Badge colorPalette="gray" variant="solid" gap="1">
              <Lock size={12} aria-hidden /> Thread locked
            </Badge>
          )}
          {item.authorSuspended && (
            <Badge colorPalette="red" variant="outline" gap="1">
              <UserX size={12} aria-hidden /> Author suspended
            </Badge>
          )}
        </Wrap>

        <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
          <Link asChild color="fg" _hover={{ color: 'slime.300' }}>
            <RouterLink to={threadPath(item.postId)}>{item.kind === 'post' ? item.postTitle : `Comment in “${item.postTitle}”`}</RouterLink>
          </Link>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          by{' '}
          <Text as="span" color="fg" fontWeight="medium">
            {item.authorName}
          </Text>
        </Text>
        <Box as="blockquote" borderStartWidth="3px" borderColor="border.emphasized" ps="3" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} data-testid="moderation-excerpt">
          {item.excerpt}
        </Box>

        {item.reasons.length > 0 && (
          <Stack gap="1.5">
            <Wrap gap="1.5" aria-label="Reasons given">
              {item.reasons.map((r) => (
                <Badge key={r.reason} variant="outline" colorPalette="red">
                  {reportReasonLabel(r.reason)}
                  {r.count > 1 ? ` × ${r.count}` : ''}
                </Badge>
              ))}
            </Wrap>
            {item.notes.map((note, i) => (
              <Text key={i} fontSize="sm" fontStyle="italic" color="fg.muted" wordBreak="break-word">
                “{note}”
              </Text>
            ))}
          </Stack>
        )}

        <Field.Root>
          <Field.Label fontSize="sm">Reason for the log (optional)</Field.Label>
          <Input size="sm" value={reason} maxLength={500} disabled={busy} onChange={(event) => setReason(event.target.value)} />
        </Field.Root>
        <Wrap gap="2">
          {item.hidden ? (
            <ActionButton busy={busy} onClick={() => act('restore')} icon={<Eye aria-hidden />} palette="green">
              Restore {what}
            </ActionButton>
          ) : (
            <ActionButton busy={busy} onClick={() => act('hide')} icon={<EyeOff aria-hidden />} palette="orange" solid>
              Hide {what}
            </ActionButton>
          )}
          {item.locked ? (
            <ActionButton busy={busy} onClick={() => act('unlock')} icon={<LockOpen aria-hidden />}>
              Unlock thread
            </ActionButton>
          ) : (
            <ActionButton busy={busy} onClick={() => act('lock')} icon={<Lock aria-hidden />}>
              Lock thread
            </ActionButton>
          )}
          {item.authorSuspended ? (
            <ActionButton busy={busy} onClick={() => act('unsuspend')} icon={<UserCheck aria-hidden />}>
              Unsuspend author
            </ActionButton>
          ) : (
            <ActionButton busy={busy} onClick={() => act('suspend')} icon={<UserX aria-hidden />} palette="red">
              Suspend author
            </ActionButton>
          )}
          {item.openReports > 0 && (
            <ActionButton busy={busy} onClick={() => act('dismiss')} icon={<ShieldOff aria-hidden />}>
              Dismiss reports
            </ActionButton>
          )}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}

function ActionButton({ busy, onClick, icon, palette = 'gray', solid, children }: { busy: boolean; onClick: () => void; icon: ReactNode; palette?: string; solid?: boolean; children: ReactNode }) {
  return (
    <Button size="sm" variant={solid ? 'solid' : 'outline'} colorPalette={palette} disabled={busy} onClick={onClick}>
      {icon} {children}
    </Button>
  );
}
