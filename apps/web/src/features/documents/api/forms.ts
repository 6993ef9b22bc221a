import {
  FormTypeListSchema,
  PolicyFormPageSchema,
  type FormTypeInput,
  type PolicyForm,
  type PolicyFormInput,
} from '@cyber/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableQuery } from '../../../components/data-table/use-table-query.ts';
import { apiBlob, apiClient } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export const formsKey = ['documents', 'forms'] as const;
export const formTypesKey = ['documents', 'form-types'] as const;

export type FormFilters = { productType?: string | undefined; paperType?: string | undefined };

/** GET /api/docs/v1/forms. */
export const useForms = (query: TableQuery & FormFilters) =>
  useQuery({
    queryKey: [...formsKey, query] as const,
    queryFn: async ({ signal }) =>
      PolicyFormPageSchema.parse(
        await apiClient.get<unknown>('/api/docs/v1/forms', { query, signal }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/docs/v1/formtype. */
export const useFormTypes = () =>
  useQuery({
    queryKey: formTypesKey,
    queryFn: async () =>
      FormTypeListSchema.parse(await apiClient.get<unknown>('/api/docs/v1/formtype')),
  });

export type SaveFormInput = { id?: string | undefined; input: PolicyFormInput; file?: File | null };

/** POST /api/docs/v1/forms (or PUT …/{id}), then the PDF to POST …/{id}/file when one is chosen. */
async function saveForm({ id, input, file }: SaveFormInput): Promise<PolicyForm> {
  const saved = id
    ? await apiClient.put<PolicyForm>(`/api/docs/v1/forms/${encodeURIComponent(id)}`, input)
    : await apiClient.post<PolicyForm>('/api/docs/v1/forms', input);
  if (!file) return saved;
  const body = new FormData();
  body.append('file', file, file.name);
  return apiClient.post<PolicyForm>(
    `/api/docs/v1/forms/${encodeURIComponent(saved.id)}/file`,
    body,
  );
}

export function useSaveForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveForm,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: formsKey }),
        client.invalidateQueries({ queryKey: formTypesKey }),
      ]),
  });
}

export function useDeleteForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete<{ message: string }>(`/api/docs/v1/forms/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: formsKey }),
        client.invalidateQueries({ queryKey: formTypesKey }),
      ]),
  });
}

export async function downloadFormFile(form: PolicyForm) {
  const blob = await apiBlob(`/api/docs/v1/forms/${encodeURIComponent(form.id)}/file`);
  saveBlob(blob, form.fileName ?? `${form.formNumber}.pdf`);
}

export function useSaveFormType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: FormTypeInput }) =>
      id
        ? apiClient.put<{ id: string; message: string }>(
            `/api/docs/v1/formtype/${encodeURIComponent(id)}`,
            input,
          )
        : apiClient.post<{ id: string; message: string }>('/api/docs/v1/formtype', input),
    onSuccess: () => client.invalidateQueries({ queryKey: formTypesKey }),
  });
}

export function useDeleteFormType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete<{ message: string }>(`/api/docs/v1/formtype/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: formTypesKey }),
  });
}
