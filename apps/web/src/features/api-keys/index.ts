export { apiKeysQueryOptions } from './api/api-keys';
export { ApiKeysTable } from './components/api-keys-table';
export { CreatedApiKeyNotice } from './components/created-api-key';
export { NewApiKeyForm } from './components/new-api-key-form';
