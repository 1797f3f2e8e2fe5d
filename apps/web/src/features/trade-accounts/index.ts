// The trade accounts feature's public surface (issue 36): routes and other features import these, never its files (docs/conventions.md, Boundaries).
export {
  supplierAccountsQueryOptions,
  supplierApplicationsQueryOptions,
  tradeAccountQueryOptions,
  tradeApplicationQueryOptions,
  tradeSettingsQueryOptions,
  tradeStandingQueryOptions,
  venueTradeAccountsQueryOptions,
  waitingApplicationsQueryOptions,
} from './api/get-trade';
export { useTradeSupplierIds } from './use-trade-suppliers';
export { AccountView } from './components/account-view';
export { AccountStatusChip, ApplicationStatusChip } from './components/status-chips';
export { AccountsTable, ApplicationsTable } from './components/trade-tables';
export { ApplicationView } from './components/application-view';
export { ApplicationDecision, WithdrawApplicationButton } from './components/application-decision';
export { TradeApplicationForm } from './components/application-form';
export { TradeSettingsForm } from './components/trade-settings-form';
export { SupplierPageStanding, TradeStandingPanel } from './components/trade-standing-panel';
