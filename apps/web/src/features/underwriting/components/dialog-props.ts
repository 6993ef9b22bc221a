import type { UnderwritingDetail } from '@cyber/domain';

/** What every workbench dialog gets: the quote's view, the action's state and its callbacks. */
export type UnderwritingDialogProps<T> = {
  detail: UnderwritingDetail;
  pending: boolean;
  /** Why the last attempt failed (`actionFailure`), shown above the fields. */
  error?: string | undefined;
  onSubmit: (values: T) => void;
  onClose: () => void;
};
