export { ModalHost } from './modal-host.tsx';
export {
  closeModal,
  openModal,
  registerModal,
  resetModals,
  useOpenModal,
  type ModalProps,
} from './modal-store.ts';
