/**
 * The providers of the Account connections panel: four that connect, three marked
 * 'Coming Soon'. Names, descriptions and icons are the web app's; whether an available provider is
 * configured on the server (and what to set when not) comes from GET /api/connections/providers.
 */
import type { LucideIcon } from 'lucide-react';
import { Camera, Clapperboard, MessageCircle, Music, Search, Smartphone, Users } from 'lucide-react';

export type ProviderStatus = 'available' | 'coming_soon';

export interface ProviderMeta {
  id: string;
  name: string;
  description: string;
  status: ProviderStatus;
  icon: LucideIcon;
  /** Brand colour of the icon tile. */
  color: string;
  /** 'Import your data': where the provider lets every user download their data, and which files to upload. */
  importHelp?: { steps: string; files: string; url: string };
}

export const PROVIDERS: readonly ProviderMeta[] = [
  {
    id: 'spotify',
    name: 'Spotify',
    description: 'music taste destinations',
    status: 'available',
    icon: Music,
    color: '#1db954',
    importHelp: {
      steps: 'On spotify.com open Account → Privacy settings → Download your data, tick "Account data" and request it. Spotify e-mails a zip within a few days.',
      files: 'Upload that zip (my_spotify_data.zip), or StreamingHistory_music_0.json, YourLibrary.json or Playlist1.json from it. The Extended streaming history zip works too.',
      url: 'https://www.spotify.com/account/privacy/',
    },
  },
  {
    id: 'reddit',
    name: 'Reddit',
    description: 'community discoveries',
    status: 'available',
    icon: MessageCircle,
    color: '#ff4500',
    importHelp: {
      steps: 'On reddit.com open Settings → Privacy → Request your data. Reddit e-mails a zip of CSV files.',
      files: 'Upload that zip, or subscribed_subreddits.csv or saved_posts.csv from it.',
      url: 'https://www.reddit.com/settings/data-request',
    },
  },
  {
    id: 'instagram',
    name: 'Instagram',
    description: 'photo-worthy places',
    status: 'available',
    icon: Camera,
    color: '#e1306c',
    importHelp: {
      steps: 'In Instagram open Accounts Center → Your information and permissions → Download your information, and choose the JSON format.',
      files: 'Upload the zip, or your_topics.json, posts_1.json or saved_posts.json from it.',
      url: 'https://accountscenter.instagram.com/info_and_permissions/dyi/',
    },
  },
  {
    id: 'facebook',
    name: 'Facebook',
    description: 'travel memories',
    status: 'available',
    icon: Users,
    color: '#1877f2',
    importHelp: {
      steps: 'In Facebook open Accounts Center → Your information and permissions → Download your information, and choose the JSON format.',
      files: "Upload the zip, or pages_you've_liked.json or your_saved_items.json from it.",
      url: 'https://accountscenter.facebook.com/info_and_permissions/dyi/',
    },
  },
  { id: 'youtube', name: 'YouTube', description: 'watch history insights', status: 'coming_soon', icon: Clapperboard, color: '#ff0000' },
  { id: 'tiktok', name: 'TikTok', description: 'niche obsessions', status: 'coming_soon', icon: Smartphone, color: '#25f4ee' },
  { id: 'google', name: 'Google', description: 'search and maps data', status: 'coming_soon', icon: Search, color: '#4285f4' },
];

/** Insights are fetched only when one of these is connected. */
export const INSIGHT_PROVIDERS: readonly string[] = ['spotify', 'reddit', 'instagram', 'facebook'];
/** The refresh button re-reads only these. */
export const REFRESHABLE_PROVIDERS: readonly string[] = ['spotify', 'reddit'];

export function providerName(id: string): string {
  return PROVIDERS.find((p) => p.id === id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** OAuth popup size. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 700;
/** How often the popup is checked for having been closed. */
export const POPUP_POLL_MS = 1000;
/** How many skeleton rows the connections list shows while it loads. */
export const SKELETON_ROWS = 4;
