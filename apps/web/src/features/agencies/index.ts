export { AccountAgenciesCard } from './components/account-agencies-card.tsx';
