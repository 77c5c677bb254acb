import { flagFromEnv } from '@predental/service-kit/config';

/**
 * SPEC §1, §9: premium, tokens and the paywall are switched by configuration, all off by
 * default. Only the favorites paywall acts on them.
 */
export interface FeatureFlags {
  /** Premium membership (isPremium) is honoured. */
  premium: boolean;
  /** Features may be paid for with tokens (see tokenProvider). */
  tokens: boolean;
  /** Premium-only features meet a paywall for everyone else. */
  paywall: boolean;
}

export function featureFlags(): FeatureFlags {
  return {
    premium: flagFromEnv('FEATURE_PREMIUM', false),
    tokens: flagFromEnv('FEATURE_TOKENS', false),
    paywall: flagFromEnv('FEATURE_PAYWALL', false),
  };
}

/** SPEC §1: there is no token ledger yet; the provider reports 999 tokens and allows every feature. */
export const tokenProvider = {
  balance: (_userId: string): number => 999,
  allows: (userId: string, _feature: string): boolean => tokenProvider.balance(userId) > 0,
};
