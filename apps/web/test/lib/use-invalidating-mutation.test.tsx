import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useInvalidatingMutation } from '../../src/lib/use-invalidating-mutation.ts';

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useInvalidatingMutation', () => {
  it('refetches the lists under the key once the change succeeds, and only those', async () => {
    const { wrapper } = setup();
    const listed = vi.fn(async () => ['a']);
    const other = vi.fn(async () => ['x']);
    const save = vi.fn(async (name: string) => ({ message: `Saved ${name}` }));
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['things', { page: 0 }], queryFn: listed }),
        other: useQuery({ queryKey: ['others'], queryFn: other }),
        save: useInvalidatingMutation(save, ['things']),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.other.isSuccess).toBe(true));
    expect(listed).toHaveBeenCalledTimes(1);

    let answer: unknown;
    await act(async () => {
      answer = await result.current.save.mutateAsync('b');
    });
    expect(answer).toEqual({ message: 'Saved b' });
    expect(save).toHaveBeenCalledWith('b', expect.anything());
    expect(listed).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('leaves the lists alone when the change fails', async () => {
    const { wrapper } = setup();
    const listed = vi.fn(async () => ['a']);
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['things'], queryFn: listed }),
        remove: useInvalidatingMutation(
          async (_id: string) => {
            throw new Error('Not found.');
          },
          ['things'],
        ),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(async () => {
      await result.current.remove.mutateAsync('id-1').catch(() => undefined);
    });
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(result.current.remove.error?.message).toBe('Not found.');
    expect(listed).toHaveBeenCalledTimes(1);
  });
});
