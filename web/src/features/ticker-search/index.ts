export { TickerSearch } from './components/ticker-search';
export type { TickerSearchProps, ValidatedCompany } from './components/ticker-search';
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './hooks/use-ticker-search';
