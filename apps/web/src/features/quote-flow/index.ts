export { QuoteFlowScreen, type QuoteFlowScreenProps } from './components/quote-flow-screen.tsx';
export {
  EditQuoteScreen,
  RenewQuoteScreen,
  type EditQuoteScreenProps,
} from './components/quote-modes.tsx';
export {
  SEND_QUOTE_REQUEST_MODAL,
  SendQuoteRequestDialog,
  type SendQuoteRequestModalData,
} from './components/send-quote-request-dialog.tsx';
