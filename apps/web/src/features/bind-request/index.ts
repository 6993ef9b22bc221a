/*
 * Request to bind (spec 3 §4 "Bind flow"), the wholesale quote page, the named insured's signature
 * and the LA / MT surplus lines notice (decision 043).
 */
export { BindRequestCard } from './components/bind-request-card.tsx';
export { SignApplicationScreen, SurplusNoticeScreen } from './components/signature-screens.tsx';
export { WholesaleQuoteScreen } from './components/wholesale-quote-screen.tsx';
