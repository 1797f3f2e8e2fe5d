export {
  useRefreshEndpointsWith,
  useWebhookSend,
  webhookCatalogueQueryOptions,
  webhookDeliveriesQueryOptions,
  webhookEndpointsQueryOptions,
} from './api/webhooks';
export { DeliveryLog } from './components/delivery-log';
export { EndpointForm } from './components/endpoint-form';
export { EndpointSecret } from './components/endpoint-secret';
export { EndpointSending } from './components/endpoint-sending';
export { EndpointSettings } from './components/endpoint-settings';
export { EndpointStatus, EndpointsTable, successRateWords } from './components/endpoints-table';
export { EventCatalogue } from './components/event-catalogue';
