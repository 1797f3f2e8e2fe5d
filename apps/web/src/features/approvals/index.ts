// Approval requests (docs/ui.md, Approvals; decision 0184): routes import these, never its files (docs/conventions.md, Boundaries).
export { approvalKeys } from './api/approval-keys';
export { approvalRequestQueryOptions, approvalRequestsQueryOptions } from './api/get-approval-requests';
export { useRequestApproval } from './api/request-approval';
export { ApprovalAllowanceForm } from './components/approval-allowance-form';
export { ApprovalDecision } from './components/approval-decision';
export { ApprovalList } from './components/approval-list';
export { ApprovalSnapshot } from './components/approval-snapshot';
export { ApprovalStatusBadge } from './components/approval-status-badge';
