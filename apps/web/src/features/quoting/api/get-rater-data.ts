import { RaterDataSchema, RatingPlanListSchema } from '@cyber/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { raterDataQueryKey, ratingPlansQueryKey } from './keys.ts';

/** GET /api/rater/v1/raterdata: catalogue, options, presets and defaults in one call. */
export async function getRaterData({ signal }: { signal?: AbortSignal } = {}) {
  return RaterDataSchema.parse(await apiClient.get<unknown>('/api/rater/v1/raterdata', { signal }));
}

export const getRaterDataQueryOptions = () =>
  queryOptions({
    queryKey: raterDataQueryKey,
    queryFn: ({ signal }) => getRaterData({ signal }),
    staleTime: 10 * 60_000,
  });

export const useRaterData = () => useQuery(getRaterDataQueryOptions());

/** GET /api/rater/v1/all-raters: the rating plan in force per product. */
export async function getRatingPlans({ signal }: { signal?: AbortSignal } = {}) {
  return RatingPlanListSchema.parse(
    await apiClient.get<unknown>('/api/rater/v1/all-raters', { signal }),
  );
}

export const getRatingPlansQueryOptions = () =>
  queryOptions({
    queryKey: ratingPlansQueryKey,
    queryFn: ({ signal }) => getRatingPlans({ signal }),
    staleTime: 10 * 60_000,
  });

export const useRatingPlans = () => useQuery(getRatingPlansQueryOptions());
