import {
  PresetResultSchema,
  RaterPresetListSchema,
  RaterPresetSavedSchema,
  type CustomPresetInput,
  type PresetRequest,
  type ProductCode,
} from '@cyber/domain';
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { raterPresetListQueryKey, raterPresetQueryKey, raterPresetsQueryKey } from './keys.ts';

const MessageSchema = z.object({ message: z.string() });
const presetPath = (id: string) => `/api/rater/v1/presets/${encodeURIComponent(id)}`;

/** POST /api/rater/v1/presets/{naicsCode}/{preset}: a preset's settings for an industry. */
export async function getPreset(
  naicsCode: string,
  preset: 'BASIC' | 'POPULAR' | 'ELITE' | 'CUSTOM' | '-1',
  body: PresetRequest,
  { signal }: { signal?: AbortSignal } = {},
) {
  return PresetResultSchema.parse(
    await apiClient.post<unknown>(
      `/api/rater/v1/presets/${encodeURIComponent(naicsCode)}/${encodeURIComponent(preset)}`,
      body,
      { signal },
    ),
  );
}

export const getPresetQueryOptions = (
  naicsCode: string,
  preset: 'BASIC' | 'POPULAR' | 'ELITE' | 'CUSTOM' | '-1',
  body: PresetRequest,
) =>
  queryOptions({
    queryKey: raterPresetQueryKey(naicsCode, preset, body),
    queryFn: ({ signal }) => getPreset(naicsCode, preset, body, { signal }),
  });

export const usePreset = (
  naicsCode: string,
  preset: 'BASIC' | 'POPULAR' | 'ELITE' | 'CUSTOM' | '-1',
  body: PresetRequest,
  options: { enabled?: boolean } = {},
) => useQuery({ ...getPresetQueryOptions(naicsCode, preset, body), ...options });

/** GET /api/rater/v1/presets: built-in presets and the organisation's own. */
export async function getPresets(
  filter: { product?: ProductCode; naicsCode?: string } = {},
  { signal }: { signal?: AbortSignal } = {},
) {
  return RaterPresetListSchema.parse(
    await apiClient.get<unknown>('/api/rater/v1/presets', { query: filter, signal }),
  );
}

export const getPresetsQueryOptions = (
  filter: { product?: ProductCode; naicsCode?: string } = {},
) =>
  queryOptions({
    queryKey: raterPresetListQueryKey(filter),
    queryFn: ({ signal }) => getPresets(filter, { signal }),
  });

export const usePresets = (filter: { product?: ProductCode; naicsCode?: string } = {}) =>
  useQuery(getPresetsQueryOptions(filter));

/** POST /api/rater/v1/presets/custom: 201; 409 when the name is taken. */
export async function createCustomPreset(body: CustomPresetInput) {
  return RaterPresetSavedSchema.parse(
    await apiClient.post<unknown>('/api/rater/v1/presets/custom', body),
  );
}

/** PUT /api/rater/v1/presets/{id}: the organisation's own presets only. */
export async function updateCustomPreset({ id, ...body }: CustomPresetInput & { id: string }) {
  return RaterPresetSavedSchema.parse(await apiClient.put<unknown>(presetPath(id), body));
}

/** DELETE /api/rater/v1/presets/{id}: the organisation's own presets only. */
export async function deleteCustomPreset(id: string) {
  return MessageSchema.parse(await apiClient.delete<unknown>(presetPath(id)));
}

const useInvalidatePresets = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: raterPresetsQueryKey });
};

export function useCreateCustomPreset() {
  const invalidate = useInvalidatePresets();
  return useMutation({ mutationFn: createCustomPreset, onSuccess: invalidate });
}

export function useUpdateCustomPreset() {
  const invalidate = useInvalidatePresets();
  return useMutation({ mutationFn: updateCustomPreset, onSuccess: invalidate });
}

export function useDeleteCustomPreset() {
  const invalidate = useInvalidatePresets();
  return useMutation({ mutationFn: deleteCustomPreset, onSuccess: invalidate });
}
