import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogState } from '../../src/lib/use-dialog-state.ts';

type Row = { id: string; name: string };
type Kind = 'create' | 'edit' | 'delete';
const row: Row = { id: 'r-1', name: 'North' };

describe('useDialogState', () => {
  it('starts closed, or with the initial dialog open on no record', () => {
    const closed = renderHook(() => useDialogState<Kind, Row>());
    expect(closed.result.current.kind).toBeNull();
    expect(closed.result.current.isOpen('create', 'edit', 'delete')).toBe(false);

    const opened = renderHook(() => useDialogState<Kind, Row>({ initial: 'create' }));
    expect(opened.result.current.kind).toBe('create');
    expect(opened.result.current.isOpen('create')).toBe(true);
    expect(opened.result.current.targetOf('create')).toBeUndefined();
  });

  it('opens one dialog at a time and gives its record only to that dialog', () => {
    const { result } = renderHook(() => useDialogState<Kind, Row>());
    act(() => result.current.open('edit', row));
    expect(result.current.kind).toBe('edit');
    expect(result.current.isOpen('create', 'edit')).toBe(true);
    expect(result.current.isOpen('delete')).toBe(false);
    expect(result.current.targetOf('edit')).toBe(row);
    expect(result.current.targetOf('delete')).toBeUndefined();

    // Opening another replaces it: the confirm-delete dialog now holds the record.
    act(() => result.current.open('delete', row));
    expect(result.current.isOpen('edit')).toBe(false);
    expect(result.current.targetOf('edit')).toBeUndefined();
    expect(result.current.targetOf('delete')).toBe(row);

    act(() => result.current.open('create'));
    expect(result.current.isOpen('create')).toBe(true);
    expect(result.current.targetOf('create')).toBeUndefined();
  });

  it('closes, calling the latest onClose each time', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      ({ onClose }) => useDialogState<Kind, Row>({ onClose }),
      { initialProps: { onClose: first } },
    );
    act(() => result.current.open('delete', row));
    act(() => result.current.close());
    expect(result.current.kind).toBeNull();
    expect(result.current.targetOf('delete')).toBeUndefined();
    expect(first).toHaveBeenCalledTimes(1);

    rerender({ onClose: second });
    act(() => result.current.open('edit', row));
    act(() => result.current.close());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps open and close stable across renders, so memoised table columns can use them', () => {
    const { result, rerender } = renderHook(() => useDialogState<Kind, Row>({ onClose: () => {} }));
    const { open, close } = result.current;
    act(() => result.current.open('edit', row));
    rerender();
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });
});
