export { adminRoutes } from './admin/admin.routes';
export { applicationsAdminRoutes } from './admin/applications-admin.routes';
export { applicationsRoutes } from './applications/applications.routes';
export { loadFormTokenKey } from './applications/applications.service';
