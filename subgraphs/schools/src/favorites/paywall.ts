import type { Viewer } from '@predental/contracts/viewer';
import { fail } from '@predental/service-kit/errors';
import { tokenProvider, type FeatureFlags } from './feature-flags';

export const PAYWALL_MESSAGE = 'Saving favorite schools is a premium feature.';

/**
 * SPEC §4: with the paywall on, favoriting is for admins, premium members (when premium is on)
 * and token holders (when tokens are on); everyone else meets the paywall. Unfavoriting is
 * always allowed, so nobody is stuck with a school they saved before the paywall.
 */
export function favoritePaywall(flags: FeatureFlags) {
  const mayFavorite = (viewer: Viewer): boolean =>
    !flags.paywall ||
    viewer.isAdmin ||
    (flags.premium && viewer.isPremium) ||
    (flags.tokens && tokenProvider.allows(viewer.id, 'favorite-schools'));
  return {
    mayFavorite,
    check(viewer: Viewer): void {
      if (!mayFavorite(viewer)) fail('FORBIDDEN', PAYWALL_MESSAGE);
    },
  };
}
export type FavoritePaywall = ReturnType<typeof favoritePaywall>;
