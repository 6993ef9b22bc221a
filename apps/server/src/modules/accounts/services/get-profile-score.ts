import {
  canQuoteWithScore,
  profileFacts,
  PROFILE_SCORE_MAX,
  QUOTE_MIN_PROFILE_SCORE,
  type ProfileScore,
} from '@cyber/domain';
import { requireVisibleAccount } from './get-account.ts';
import type { Caller, ServiceDeps } from '../../../context/index.ts';

/** The stored score and which of its ten facts are present (what is missing to quote). */
export async function getProfileScore(
  deps: ServiceDeps,
  caller: Caller,
  accountId: string,
): Promise<ProfileScore> {
  const { org, profile } = await requireVisibleAccount(deps.db, caller, accountId);
  return {
    profileScore: profile.profileScore,
    maxScore: PROFILE_SCORE_MAX,
    minToQuote: QUOTE_MIN_PROFILE_SCORE,
    canQuote: canQuoteWithScore(profile.profileScore),
    facts: profileFacts({
      ...profile,
      entityType: org.entityType,
      ownershipType: org.ownershipType,
    }),
  };
}
