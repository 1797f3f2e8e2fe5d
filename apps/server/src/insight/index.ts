// Insight (issue 39): the supplier's analytics and the venue's spend, read from the orders of trade.
export { insightRoutes } from './insight.routes';
