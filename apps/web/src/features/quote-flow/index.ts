export { QuoteFlowScreen } from './components/quote-flow-screen.tsx';
export { EditQuoteScreen, RenewQuoteScreen } from './components/quote-modes.tsx';
export {
  RequestedQuotesPrompt,
  type RequestedQuotesState,
} from './components/requested-quotes-prompt.tsx';
export {
  SEND_QUOTE_REQUEST_MODAL,
  SendQuoteRequestDialog,
  type SendQuoteRequestModalData,
} from './components/send-quote-request-dialog.tsx';
