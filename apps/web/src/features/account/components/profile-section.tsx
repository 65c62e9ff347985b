/**
 * "Your public profile": the display name and avatar colour everyone else sees on posts and
 * comments. The e-mail address is never shown to anyone but its owner (and administrators).
 */
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { AVATAR_COLOR_NAMES, AVATAR_COLORS, DISPLAY_NAME_MAX } from '@roadgremlin/contracts/people';
import { Avatar } from '../../../components/avatar';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { displayNameOf, useAuth } from '../../../lib/auth-context';
import { AccountSection } from './account-section';

export function ProfileSection() {
  const { user, client } = useAuth();
  const current = displayNameOf(user);
  const currentColor = user?.user_metadata.avatar_color ?? 'slate';
  const [name, setName] = useState(current);
  const [color, setColor] = useState(currentColor);
  const [saving, setSaving] = useState(false);
  const changed = name.trim() !== current || color !== currentColor;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const changes: { displayName?: string; avatarColor?: string } = {};
      if (name.trim() !== current) changes.displayName = name.trim();
      if (color !== currentColor) changes.avatarColor = color;
      const updated = await client.updateProfile(changes);
      setName(displayNameOf(updated));
      notify({ type: 'success', title: 'Profile saved', description: `You now appear as ${displayNameOf(updated)} in the community.` });
    } catch (error) {
      notify({ type: 'error', title: 'Profile not saved', description: errorMessage(error, 'Could not save your profile. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountSection title="Your public profile" description="How you appear on posts and comments. Your e-mail address is never shown to anyone else.">
      <form onSubmit={save} aria-label="Public profile">
        <Stack gap="5">
          <HStack gap="4">
            <Avatar name={name.trim() || current} color={color} size="lg" />
            <Box minW="0">
              <Text fontWeight="semibold" wordBreak="break-word" data-testid="profile-preview-name">
                {name.trim() || current}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Preview
              </Text>
            </Box>
          </HStack>
          <Field.Root required disabled={saving}>
            <Field.Label>Display name</Field.Label>
            <Input value={name} maxLength={DISPLAY_NAME_MAX} autoComplete="nickname" onChange={(e) => setName(e.target.value)} />
            <Field.HelperText>2–{DISPLAY_NAME_MAX} characters, no @.</Field.HelperText>
          </Field.Root>
          <fieldset disabled={saving} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              Avatar colour
            </Text>
            <HStack gap="2" wrap="wrap">
              {AVATAR_COLOR_NAMES.map((option) => (
                <Box as="label" key={option} position="relative" cursor="pointer" title={option}>
                  <input
                    type="radio"
                    name="avatar-color"
                    value={option}
                    checked={color === option}
                    onChange={() => setColor(option)}
                    aria-label={option}
                    style={{ position: 'absolute', opacity: 0, inset: 0, cursor: 'pointer' }}
                  />
                  <Box
                    boxSize="8"
                    rounded="full"
                    bg={AVATAR_COLORS[option]}
                    borderWidth="3px"
                    borderColor={color === option ? 'fg' : 'transparent'}
                    outlineOffset="2px"
                    css={{ 'input:focus-visible + &': { outline: '2px solid', outlineColor: 'gremlin.400' } }}
                  />
                </Box>
              ))}
            </HStack>
          </fieldset>
          <Box>
            <Button type="submit" colorPalette="slime" disabled={!changed || !name.trim()} loading={saving} loadingText="Saving…">
              Save profile
            </Button>
          </Box>
        </Stack>
      </form>
    </AccountSection>
  );
}
