export { quoteNotesKey } from './api/quote-notes.ts';
export { QuoteNotesPanel, type QuoteNotesPanelProps } from './components/quote-notes-panel.tsx';
